export function descendants<P extends { pid: number; ppid: number }>(procs: P[], root: number, exclude?: number | number[]): P[];
export function descendantsRssKb(procs: { pid: number; ppid: number; rssKb: number }[], root: number, exclude?: number | number[]): number;
