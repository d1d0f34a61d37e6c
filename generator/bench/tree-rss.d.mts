export function descendantsRssKb(procs: { pid: number; ppid: number; rssKb: number }[], root: number, exclude?: number): number;
