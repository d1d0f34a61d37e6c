// When SITE_URL is not the address the data's IRIs were written under, every
// entity looks foreign and the report is a thousand errors with no cause.
// This finds the cause first: one line saying what SITE_URL is, where the
// data's entities actually live, and which graphs were read.
import type { Store } from 'n3';
import type { Problem } from '../errors.ts';

/** The origin-and-path before `/id/` of every subject that looks like an entity IRI, with counts. */
function entityBases(store: Store): Map<string, number> {
  const bases = new Map<string, number>();
  for (const s of store.getSubjects(null, null, null)) {
    if (s.termType !== 'NamedNode') continue;
    const m = /^(https?:\/\/[^/]+(?:\/[^#?]*?)?)\/id\/[a-z][a-z-]*\/[^/]+$/.exec(s.value);
    if (m) bases.set(m[1], (bases.get(m[1]) ?? 0) + 1);
  }
  return bases;
}

/**
 * One line to print before the list, or undefined: when most of the data's
 * entity IRIs are under another address than SITE_URL.
 */
export function siteUrlMismatch(store: Store, siteUrl: string, graphs: Iterable<string>): Problem | undefined {
  const bases = entityBases(store);
  const ours = bases.get(siteUrl) ?? 0;
  const [other, count] = [...bases].filter(([b]) => b !== siteUrl).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (!other || count! <= ours) return undefined;
  const read = [...graphs].sort();
  const shown = read.length > 5 ? `${read.slice(0, 5).join(', ')} and ${read.length - 5} more` : read.join(', ');
  return {
    // a warning, printed first: the errors it causes fail the build; alone (a few stray IRIs) it should not
    severity: 'warning',
    stage: 'validate',
    leads: true,
    message:
      `SITE_URL is ${siteUrl}, but ${count} entity IRIs of the data are under ${other}/id/ (${ours} under ${siteUrl}/id/): ` +
      `set SITE_URL=${other}, or check the graphs read (${shown || 'none'})`,
  };
}
