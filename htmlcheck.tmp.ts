import fs from 'node:fs'; import path from 'node:path';
import { checkFrenchText } from '/work/wt/i44b/generator/validate/french-typography.ts';
const root = process.argv[2];
const files: string[] = [];
const walk = (d: string) => { for (const n of fs.readdirSync(d)) { const p = path.join(d, n); if (fs.statSync(p).isDirectory()) walk(p); else if (n.endsWith('.html')) files.push(p); } };
walk(path.join(root, 'fr'));
const counts = new Map<string, string[]>();
for (const f of files) {
  let h = fs.readFileSync(f, 'utf8');
  h = h.replace(/<(script|style|code|pre|svg|template)\b[\s\S]*?<\/\1>/gi, ' ');
  h = h.replace(/<([a-z0-9]+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  h = h.replace(/<\/?(p|div|li|ul|ol|h[1-6]|td|th|tr|table|nav|section|header|footer|main|aside|dt|dd|dl|button|option|select|label|figcaption|figure|article|br)\b[^>]*>/gi, '\n');
  const text = h.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, '\u00A0').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const lines = text.split('\n');
  for (const i of checkFrenchText(text)) { const k = `${i.rule} ${JSON.stringify(i.found)}`; const l = counts.get(k) ?? []; l.push(path.relative(root, f) + ' | ' + lines[i.line - 1].trim().slice(0, 100)); counts.set(k, l); }
}
console.log(files.length, 'files');
for (const [k, v] of [...counts].sort((a, b) => b[1].length - a[1].length).slice(0, 40)) console.log(v.length, k, '\n   ', v.slice(0, 2).join('\n    '));
