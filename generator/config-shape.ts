// The shape of site.config.json, checked key by key: a value of the wrong type
// (`"social": "LINCS"`, `"redirects": {…}` where a list belongs) used to be
// read as "nothing set", and the site shipped without it and without a word.
// The first problem is returned with the key's dotted name, for the message.
import { didYouMean } from './validate/suggest.ts';

type Check = (value: unknown, key: string) => string | undefined;

const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const url: Check = (v, k) => (v === '' || isUrl(v) ? undefined : `"${k}" must be an http(s) address`);
const email: Check = (v, k) =>
  v === '' || (typeof v === 'string' && /^[^\s@]+@[^\s@]+$/.test(v)) ? undefined : `"${k}" is not an email address`;
const sitePaths: Check = (v, k) =>
  Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/'))
    ? undefined
    : `"${k}" should be a list of addresses starting with /, like ["/robots.txt"]`;

/** An object with these keys (and notes starting with `_`). */
function fields(shape: Record<string, Check>): Check {
  return (v, k) => {
    if (!isObject(v)) return `"${k}" should be an object ({ … })`;
    for (const [name, value] of Object.entries(v)) {
      if (name.startsWith('_')) continue;
      const check = shape[name];
      const key = k ? `${k}.${name}` : name;
      if (!check) {
        const near = didYouMean(name, Object.keys(shape));
        return `unknown key "${key}"${near ? `: ${near}` : ''} (keys starting with "_" are notes)`;
      }
      const problem = check(value, key);
      if (problem) return problem;
    }
    return undefined;
  };
}

function listOf(item: Check, what: string): Check {
  return (v, k) => {
    if (!Array.isArray(v)) return `"${k}" should be a list ([…]) of ${what}`;
    for (const [i, x] of v.entries()) {
      const problem = item(x, `${k}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  };
}

const SHAPE = fields({
  siteUrl: (v, k) => (isUrl(v) ? undefined : `"${k}" must be an http(s) address`),
  contact: fields({ formAction: url, email, website: url }),
  social: listOf(
    (v, k) =>
      isObject(v) && typeof v.label === 'string' && v.label && isUrl(v.href) ? undefined : `"${k}" needs a label and an http(s) href`,
    'links',
  ),
  sparql: fields({ publicEndpoints: listOf(url, 'http(s) addresses') }),
  announcement: (v, k) =>
    v === null || (isObject(v) && ['id', 'en', 'fr'].every((f) => typeof v[f] === 'string' && v[f]))
      ? undefined
      : `"${k}" needs id, en and fr (or null for no bar)`,
  static: fields({ overrides: sitePaths, dotFiles: sitePaths }),
});

/** The first key of site.config.json whose value has the wrong shape, with why; undefined when all is well. */
export function configShapeProblem(data: unknown): { key: string; message: string } | undefined {
  if (!isObject(data)) return { key: '', message: 'the file should hold one object ({ … }) of settings' };
  const message = SHAPE(data, '');
  if (!message) return undefined;
  const key = /"([^"]+)"/.exec(message)?.[1] ?? '';
  return { key, message };
}
