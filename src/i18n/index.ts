// UI strings. Components call t(locale, key); a key missing in French falls
// back to English so a new string never breaks the French build.
import type { Locale } from '../shared/model/types.ts';
import en from './en.json';
import fr from './fr.json';

export type MessageKey = keyof typeof en;
const MESSAGES: Record<Locale, Record<string, string>> = { en, fr };

export function t(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  let s = MESSAGES[locale][key] ?? MESSAGES.en[key] ?? key;
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace(`{${k}}`, String(v));
  return s;
}
