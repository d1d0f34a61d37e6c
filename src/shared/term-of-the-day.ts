// Term of the day: the same pick on the server (fallback markup) and in the
// browser (so it changes daily without a rebuild). A stable hash of the date
// spreads consecutive days over the list.

/** `2026-11-23` in the visitor's local calendar. */
export function localDateKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** FNV-1a over the date string: cheap, deterministic, well spread. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function termIndexForDate(dateKey: string, count: number): number {
  if (count <= 0) return -1;
  return hash(dateKey) % count;
}
