// `npm run check:typography` and `npm run fix:typography`: French typography
// over the French sources — content/**/*.fr.md, the @fr literals of
// data/*.ttl and the French UI strings (src/i18n/fr.json, src/i18n/*.fr.json). `fix` rewrites only what the checker
// reports (prose; never code, link targets, URLs or front-matter keys) and
// lists the files it changed; `check` prints file:line:col for each mistake
// and exits with 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkFrenchJson,
  checkFrenchMarkdown,
  checkFrenchTurtle,
  fixFrenchJson,
  fixFrenchMarkdown,
  fixFrenchTurtle,
  type TypographyIssue,
} from './validate/french-typography.ts';

export interface FrenchSource {
  file: string;
  check: (text: string) => TypographyIssue[];
  fix: (text: string) => string;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Every French source of a site rooted at `root`, in a stable order. */
export function frenchSources(root: string): FrenchSource[] {
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
  const md = walk(path.join(root, 'content'))
    .filter((f) => f.endsWith('.fr.md'))
    .sort();
  const ttl = walk(path.join(root, 'data'))
    .filter((f) => f.endsWith('.ttl'))
    .sort();
  const json = walk(path.join(root, 'src/i18n'))
    .filter((f) => /(^|[/.])fr\.json$/.test(f))
    .sort();
  return [
    ...md.map((f) => ({ file: rel(f), check: checkFrenchMarkdown, fix: fixFrenchMarkdown })),
    ...ttl.map((f) => ({ file: rel(f), check: checkFrenchTurtle, fix: fixFrenchTurtle })),
    ...json.map((f) => ({ file: rel(f), check: checkFrenchJson, fix: fixFrenchJson })),
  ];
}

export function formatIssue(file: string, i: TypographyIssue & { key?: string }): string {
  const show = (s: string) =>
    JSON.stringify(s)
      .replace(/\u202F/g, '\\u202F')
      .replace(/\u00A0/g, '\\u00A0');
  return `${file}${i.key ? ` (${i.key})` : `:${i.line}:${i.column}`}: ${i.message} (${i.rule}): ${show(i.found)} → ${show(i.expected)}`;
}

function main(argv: string[]): number {
  const mode = argv[0];
  const root = process.cwd();
  if (mode !== 'check' && mode !== 'fix') {
    console.error('usage: typography check|fix');
    return 2;
  }
  let count = 0;
  for (const source of frenchSources(root)) {
    const full = path.join(root, source.file);
    const text = fs.readFileSync(full, 'utf8');
    if (mode === 'check') {
      const issues = source.check(text);
      for (const i of issues) console.log(formatIssue(source.file, i));
      count += issues.length;
    } else {
      const fixed = source.fix(text);
      if (fixed !== text) {
        fs.writeFileSync(full, fixed);
        console.log(`fixed ${source.file}`);
        count++;
      }
    }
  }
  console.log(mode === 'check' ? `${count} French typography mistake(s)` : `${count} file(s) changed`);
  return mode === 'check' && count ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  process.exitCode = main(process.argv.slice(2));
