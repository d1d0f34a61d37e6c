// Filling a UI string's {placeholders} with names the string does not know in
// advance (an author, a tag). French elides « de » before a vowel: « Billets
// d’Amélie », not « Billets de Amélie »; the template is written with « de »
// and the elision is made here, once, for every such string.
import type { Locale } from '../shared/model/types.ts';

/** A name that starts with a vowel sound in French (a silent h is left alone: « de Hugo » and « d’Hugo » are both written). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

export function fill(locale: Locale, template: string, vars: Record<string, string | number>): string {
  return template.replace(/(\bde )?\{(\w+)\}/g, (whole, de: string | undefined, key: string) => {
    if (!(key in vars)) return whole;
    const value = String(vars[key]);
    if (de && locale === 'fr' && VOWEL_START.test(value)) return `d’${value}`;
    return (de ?? '') + value;
  });
}
