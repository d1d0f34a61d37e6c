// Content negotiation for web servers that only have regular expressions:
// nginx maps and Apache mod_rewrite rules that choose exactly as
// negotiate.ts does, q-values included. Neither server can do arithmetic, so
// the choice is written as steps each of which is one regular expression:
//  1. for every media range the choice depends on (each type an offer is
//     known by, its `type/*`, and `*/*`), the parameters of the first range
//     of that name in Accept (a marker "p" before them, nothing when absent);
//  2. its first q parameter as a four-digit number of thousandths, "1000"
//     when it has none (negotiate.ts qThousandths, as regular expressions);
//  3. each offer's canonical type takes its own range if named, else
//     `type/*`, else `*/*` (the most specific range decides);
//  4. a tournament in the server's order of preference: a candidate replaces
//     the best so far only when its q is greater, compared digit by digit
//     with a back-reference (same prefix, then a greater digit), so the first
//     of equals wins, as in negotiate.ts chooseRepresentation.
// The real-server tests (tests/build/linked-data-hosting.test.ts) ask nginx
// and Apache with the clients' own headers and a generated batch, and
// compare every answer with negotiate.ts.
import { REPRESENTATIONS } from './negotiate.ts';

interface RangeName {
  id: number;
  /** `text/turtle`, `text/*` or `*\/*` */
  name: string;
}

interface Candidate {
  id: number;
  /** '' for the HTML page, else the file suffix (`.ttl`) */
  suffix: string;
  /** the ranges that rate it, most specific first: the first named decides */
  ranges: number[];
}

/** The ranges the choice depends on and the candidates in the server's order of preference. */
export function acceptModel(): { ranges: RangeName[]; candidates: Candidate[] } {
  const ranges: RangeName[] = [];
  const idOf = (name: string) => {
    let r = ranges.find((x) => x.name === name);
    if (!r) ranges.push((r = { id: ranges.length, name }));
    return r.id;
  };
  const candidates: Candidate[] = [];
  for (const rep of REPRESENTATIONS) {
    const type = rep.mediaType.split('/')[0];
    candidates.push({ id: candidates.length, suffix: rep.suffix, ranges: [idOf(rep.mediaType), idOf(`${type}/*`), idOf('*/*')] });
    // an alias counts only when named: a wildcard already rated the canonical type
    for (const alias of rep.aliases) candidates.push({ id: candidates.length, suffix: rep.suffix, ranges: [idOf(alias)] });
  }
  return { ranges, candidates };
}

export const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Step 1: the first range of this name in Accept; its parameters (`;q=0.5`) are the capture `group`. */
export function rangePattern(name: string, group: string): string {
  return `(?:^|,)\\s*${regexEscape(name)}\\s*(${group}(?:;[^,]*)?)(?:,|$)`;
}

// parameters that are not a q (`;level=1`) before the first that is
const NOT_Q = '(?:;(?!\\s*q\\s*=\\s*[0-9.]+\\s*(?:;|$))[^;]*)*';
const Q_AT = `^p${NOT_Q};\\s*q\\s*=\\s*`;
const Q_END = '\\s*(?:;|$)';

/**
 * Step 2: "p" + parameters → q in thousandths, four digits. In order, the
 * first that matches decides; `group` names the capture of the decimals,
 * `ref` is how the value refers to it.
 */
export function qPatterns(group: string, ref: string): { pattern: string; value: string }[] {
  return [
    { pattern: `${Q_AT}\\d*[1-9]\\d*(?:\\.\\d*)?${Q_END}`, value: '1000' },
    { pattern: `${Q_AT}0*\\.?${Q_END}`, value: '0000' },
    { pattern: `${Q_AT}0*\\.(${group}\\d)${Q_END}`, value: `0${ref}00` },
    { pattern: `${Q_AT}0*\\.(${group}\\d\\d)${Q_END}`, value: `0${ref}0` },
    { pattern: `${Q_AT}0*\\.(${group}\\d\\d\\d)\\d*${Q_END}`, value: `0${ref}` },
    // a q that is not a number (`q=1.2.3`) is 0, as in negotiate.ts (`q=x` is no q at all)
    { pattern: `${Q_AT}[0-9.]+${Q_END}`, value: '0000' },
    // named without a q
    { pattern: '^p', value: '1000' },
  ];
}

/** Step 3, on "qa|qb|qc" (each four digits or empty): the first present, as one of three captures. */
const FIRST_PRESENT = '^(?:(\\d{4})\\||\\|(\\d{4})\\||\\|\\|(\\d{4})$)';

/**
 * Step 4, on "candidate|best…" (four digits each, the best followed by its
 * suffix): matches only when the candidate's q is greater; the candidate's
 * digits are the capture `group`. The look-ahead compares: a common prefix
 * (`\1`), then a greater digit in the candidate.
 */
export function greaterPattern(group: string): string {
  const digits = [];
  for (let d = 1; d <= 9; d++) digits.push(`${d}\\d*\\|\\1[0-${d - 1}]`);
  return `^(?=(\\d*)(?:${digits.join('|')}))(${group}\\d{4})\\|`;
}

/** a string quoted for an nginx configuration */
export const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** nginx: the maps that set `$lod_suffix` ('' for the page, `.ttl`…) from `$http_accept`. */
export function nginxAcceptMaps(): string[] {
  const { ranges, candidates } = acceptModel();
  const lines = ['# the parameters of the first range of each name the choice depends on ("" when not named)'];
  for (const r of ranges)
    lines.push(`map $http_accept $lod_p${r.id} { default ""; ${quote('~*' + rangePattern(r.name, `?<lod_a${r.id}>`))} "p$lod_a${r.id}"; }`);
  lines.push('', '# its q in thousandths, four digits (negotiate.ts qThousandths)');
  for (const r of ranges) {
    lines.push(`map $lod_p${r.id} $lod_q${r.id} {`, '    default "";');
    for (const q of qPatterns(`?<lod_d${r.id}>`, `\${lod_d${r.id}}`)) lines.push(`    ${quote('~*' + q.pattern)} ${quote(q.value)};`);
    lines.push('}');
  }
  lines.push('', "# each offer's q: its own range if named, else type/*, else */*");
  const candidateQ = (c: Candidate) => (c.ranges.length === 1 ? `$lod_q${c.ranges[0]}` : `$lod_c${c.id}`);
  for (const c of candidates) {
    if (c.ranges.length === 1) continue;
    // three entries, not one alternation: nginx gives each entry's own capture
    const x = `lod_x${c.id}`;
    lines.push(
      `map "${c.ranges.map((r) => `$lod_q${r}`).join('|')}" $lod_c${c.id} {`,
      '    default "";',
      `    "~^(?<${x}>\\d{4})\\|" "$${x}";`,
      `    "~^\\|(?<${x}>\\d{4})\\|" "$${x}";`,
      `    "~^\\|\\|(?<${x}>\\d{4})$" "$${x}";`,
      '}',
    );
  }
  lines.push('', '# the tournament, in the order of preference: a later offer wins only with a greater q');
  let best = '0000';
  for (const c of candidates) {
    const w = `lod_w${c.id}`;
    lines.push(
      `map "${candidateQ(c)}|${best}" $lod_s${c.id} {`,
      '    default "";',
      `    ${quote('~' + greaterPattern(`?<${w}>`))} "\${${w}}${c.suffix}";`,
      `    "~^[^|]*\\\\|(?<lod_k${c.id}>.*)$" "$lod_k${c.id}";`,
      '}',
    );
    best = `$lod_s${c.id}`;
  }
  lines.push('map ' + best + ' $lod_suffix {', '    default "";', '    "~^\\\\d{4}(?<lod_sfx>.*)$" "$lod_sfx";', '}', '');
  return lines;
}

/**
 * Apache mod_rewrite: rules that, when LOD_ASK is set, leave in LOD_SUFFIX
 * `page` or the chosen file's extension (`ttl`). `%{ENV:…}` of an unset
 * variable is empty, which no step takes for a q.
 */
export function htaccessAcceptRules(): string[] {
  const { ranges, candidates } = acceptModel();
  const lines = ['# the parameters of the first range of each name the choice depends on'];
  for (const r of ranges)
    lines.push(
      'RewriteCond %{ENV:LOD_ASK} =1',
      `RewriteCond %{HTTP_ACCEPT} ${rangePattern(r.name, '')} [NC]`,
      `RewriteRule ^ - [E=LOD_P${r.id}:p%1]`,
    );
  lines.push('', '# its q in thousandths, four digits (the first pattern that matches decides)');
  for (const r of ranges)
    for (const q of qPatterns('', '%1'))
      lines.push(
        `RewriteCond %{ENV:LOD_Q${r.id}} ^$`,
        `RewriteCond %{ENV:LOD_P${r.id}} ${q.pattern} [NC]`,
        `RewriteRule ^ - [E=LOD_Q${r.id}:${q.value}]`,
      );
  lines.push('', "# each offer's q: its own range if named, else type/*, else */*");
  const candidateQ = (c: Candidate) => (c.ranges.length === 1 ? `%{ENV:LOD_Q${c.ranges[0]}}` : `%{ENV:LOD_C${c.id}}`);
  for (const c of candidates) {
    if (c.ranges.length === 1) continue;
    lines.push(
      `RewriteCond ${c.ranges.map((r) => `%{ENV:LOD_Q${r}}`).join('|')} ${FIRST_PRESENT}`,
      `RewriteRule ^ - [E=LOD_C${c.id}:%1%2%3]`,
    );
  }
  lines.push('', '# the tournament, in the order of preference: a later offer wins only with a greater q');
  lines.push('RewriteCond %{ENV:LOD_ASK} =1', 'RewriteRule ^ - [E=LOD_BEST:0000,E=LOD_SUFFIX:page]');
  for (const c of candidates)
    lines.push(
      `RewriteCond ${candidateQ(c)}|%{ENV:LOD_BEST} ${greaterPattern('')}`,
      `RewriteRule ^ - [E=LOD_BEST:%2,E=LOD_SUFFIX:${c.suffix ? c.suffix.slice(1) : 'page'}]`,
    );
  lines.push('');
  return lines;
}
