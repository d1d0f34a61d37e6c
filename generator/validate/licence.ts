// A licence is an IRI (the licence's own address), never a name written as
// a string: `schema:license "CC BY 4.0"` tells a machine nothing it can
// follow. For the common spellings of the Creative Commons licences this
// says which IRI was meant, so the error can end "did you mean <…>?".

const CC = 'https://creativecommons.org/';

/** The Creative Commons licence IRI a written name stands for (`CC BY-SA 4.0` → …/licenses/by-sa/4.0/), if it names one. */
export function creativeCommonsIri(name: string): string | undefined {
  const text = name
    .toLowerCase()
    .replace(/creative\s*commons/g, 'cc')
    .replace(/public\s*domain(\s*dedication)?/g, 'cc0')
    .replace(/attribution/g, 'by')
    .replace(/share[\s-]*alike/g, 'sa')
    .replace(/non[\s-]*commercial/g, 'nc')
    .replace(/no[\s-]*deriv(ative)?s?/g, 'nd');
  const version = /\b(\d\.\d)\b/.exec(text)?.[1];
  const words = new Set(text.split(/[^a-z0-9]+/).filter(Boolean));
  if (words.has('cc0') || words.has('zero')) return `${CC}publicdomain/zero/1.0/`;
  if (!words.has('cc') || !words.has('by')) return undefined;
  const code = ['by', words.has('nc') ? 'nc' : '', words.has('nd') ? 'nd' : words.has('sa') ? 'sa' : ''].filter(Boolean).join('-');
  return `${CC}licenses/${code}/${version ?? '4.0'}/`;
}

/** Predicates whose value is a licence. */
export const LICENCE_PREDICATES = ['https://schema.org/license', 'http://purl.org/dc/terms/license'];
