// The line a problem points at, with a caret under its column (a code frame,
// as Babel and Astro print): an editor sees the mistake without opening the
// file. Problems are printed sorted by file, then line and column, so
// everything wrong in one file reads together.
import fs from 'node:fs';
import path from 'node:path';
import type { Position, Problem } from './errors.ts';

/** Longest stretch of a line shown; a long line is cut around the column. */
const WIDTH = 120;

/** `  12 | text` and a caret line under `column`, or '' when the file or line cannot be read. */
export function codeFrame(
  position: Position | undefined,
  rootDir = process.cwd(),
  read: (file: string) => string | undefined = readText,
): string {
  if (!position?.line || position.file.startsWith('<')) return '';
  const text = read(path.resolve(rootDir, position.file));
  const line = text?.split(/\r?\n/)[position.line - 1];
  if (line === undefined) return '';
  const column = Math.max(1, position.column ?? 1);
  const start = line.length > WIDTH ? Math.max(0, Math.min(column - 1 - WIDTH / 2, line.length - WIDTH)) : 0;
  const cut = line.slice(start, start + WIDTH).replace(/\t/g, ' ');
  const shown = (start > 0 ? '…' : '') + cut + (start + WIDTH < line.length ? '…' : '');
  const gutter = `  ${position.line} | `;
  const frame = [`${gutter}${shown}`];
  if (position.column) frame.push(`${' '.repeat(gutter.length - 2)}| ${' '.repeat(column - 1 - start + (start > 0 ? 1 : 0))}^`);
  return frame.join('\n');
}

const cache = new Map<string, string | undefined>();
function readText(file: string): string | undefined {
  if (!cache.has(file)) {
    try {
      cache.set(file, fs.readFileSync(file, 'utf8'));
    } catch {
      cache.set(file, undefined);
    }
  }
  return cache.get(file);
}

/**
 * A problem that explains the others first; then by file, line and column;
 * problems without a position keep their order after those with one.
 */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => {
      if (!!a.p.leads !== !!b.p.leads) return a.p.leads ? -1 : 1;
      const fa = a.p.position?.file;
      const fb = b.p.position?.file;
      if (fa === undefined || fb === undefined) return fa === fb ? a.i - b.i : fa === undefined ? 1 : -1;
      const [pa, pb] = [a.p.position!, b.p.position!];
      return fa.localeCompare(fb) || (pa.line ?? 0) - (pb.line ?? 0) || (pa.column ?? 0) - (pb.column ?? 0) || a.i - b.i;
    })
    .map(({ p }) => p);
}
