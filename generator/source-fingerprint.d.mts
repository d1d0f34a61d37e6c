export function sourcesFingerprint(root: string): string;
