// Dates as the site shows them. A date is either a day ("2024-05-06",
// xsd:date) or, when only the month is known, a month ("2021-05",
// xsd:gYearMonth): a month is shown as a month, never as its first day.
// French writes the first day of a month as an ordinal, "1er janvier 2024";
// Intl gives "1 janvier", so the day is replaced through formatToParts.
import type { Locale } from '../../src/shared/model/types.ts';

const MONTH = /^(-?\d{4,})-(\d{2})$/;

// one formatter per locale and precision: making one costs more than formatting thousands of dates
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, withDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withDay}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      year: 'numeric',
      month: 'long',
      ...(withDay ? { day: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  return f;
}

/** true for a month-only date ("2021-05") */
export function isMonthOnly(value: string): boolean {
  return MONTH.test(value);
}

/** "6 May 2024" / "6 mai 2024", "1er janvier 2024"; a month-only value gives "May 2021" / "mai 2021". */
export function formatDate(value: string, locale: Locale): string {
  const monthOnly = isMonthOnly(value);
  const date = new Date((monthOnly ? `${value}-15` : value.slice(0, 10)) + 'T12:00:00Z');
  if (Number.isNaN(date.getTime())) return value;
  const parts = formatter(locale, !monthOnly).formatToParts(date);
  return parts.map((p) => (locale === 'fr' && p.type === 'day' && (p.value === '1' || p.value === '01') ? '1er' : p.value)).join('');
}

/**
 * A start and an optional end: "5–9 May 2024" / "5–9 mai 2024" through
 * Intl's range format, "1er" kept in French; a month-only date on either
 * side gives "start – end".
 */
export function formatDateRange(start: string, end: string | undefined, locale: Locale): string {
  if (!end || end === start) return formatDate(start, locale);
  if (isMonthOnly(start) || isMonthOnly(end)) return `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
  const a = new Date(start.slice(0, 10) + 'T12:00:00Z');
  const b = new Date(end.slice(0, 10) + 'T12:00:00Z');
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return `${start} – ${end}`;
  const parts = formatter(locale, true).formatRangeToParts(a, b);
  return parts.map((p) => (locale === 'fr' && p.type === 'day' && (p.value === '1' || p.value === '01') ? '1er' : p.value)).join('');
}

/** the first day a date covers, as YYYY-MM-DD (a month starts on its 1st) */
export function firstDayKey(value: string): string {
  return isMonthOnly(value) ? `${value}-01` : value.slice(0, 10);
}

/** the last day a date covers, as YYYY-MM-DD (a month ends on its last day) */
export function lastDayKey(value: string): string {
  const m = MONTH.exec(value);
  if (!m) return value.slice(0, 10);
  const days = new Date(Date.UTC(+m[1], +m[2], 0)).getUTCDate();
  return `${value}-${String(days).padStart(2, '0')}`;
}
