// The one place the app writes a date, a time, an amount of money or a count for a person: on Intl, in
// the user's locale (navigator's, else en-US), one style each. Screens call these; none formats on its own.
//
// Days: a "YYYY-MM-DD" value is a calendar day (analytics, payouts) and is read in UTC, so it is the same
// day everywhere; an ISO time is shown in the reader's time zone unless `timeZone` says otherwise.

const FALLBACK_LOCALE = 'en-US';
/** The copy is English, so which form of a noun to use follows English rules, whatever the locale. */
const COPY_LANGUAGE = 'en';

export type DateInput = string | number | Date;

export interface FormatOptions {
  /** A BCP 47 tag; the user's locale when absent. */
  locale?: string;
  /** An IANA zone such as "UTC"; the reader's own when absent (plain days are always UTC). */
  timeZone?: string;
}

let detected: string | undefined;

/** The user's locale: the browser's first language if Intl supports it, else en-US. */
export function userLocale(): string {
  if (detected) return detected;
  const wanted =
    typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  detected = FALLBACK_LOCALE;
  if (wanted) {
    try {
      detected = Intl.DateTimeFormat.supportedLocalesOf(wanted)[0] ?? FALLBACK_LOCALE;
    } catch {
      // a malformed tag: keep the fallback
    }
  }
  return detected;
}

// Intl objects are costly to build and cheap to reuse: one per locale and options.
const cache = new Map<string, unknown>();
function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('dt', locale, options, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_MONTH = /^\d{4}-\d{2}$/;

/** The instant of a value and the zone it is read in (a plain day or month is a UTC one). */
function instant(value: DateInput, options: FormatOptions): { date: Date; timeZone: string | undefined } {
  if (typeof value === 'string' && PLAIN_DAY.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  }
  if (typeof value === 'string' && PLAIN_MONTH.test(value)) {
    return { date: new Date(`${value}-01T00:00:00Z`), timeZone: 'UTC' };
  }
  return { date: value instanceof Date ? value : new Date(value), timeZone: options.timeZone };
}

function formatWith(value: DateInput, style: Intl.DateTimeFormatOptions, options: FormatOptions): string {
  const { date, timeZone } = instant(value, options);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(options.locale ?? userLocale(), { ...style, timeZone }).format(date);
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** "Dec 27, 2026". */
export const formatDate = (value: DateInput, options: FormatOptions = {}) => formatWith(value, DATE, options);

/** "Dec 27, 2026, 1:38 PM". */
export const formatDateTime = (value: DateInput, options: FormatOptions = {}) =>
  formatWith(value, { dateStyle: 'medium', timeStyle: 'short' }, options);

/** "1:38 PM". */
export const formatTime = (value: DateInput, options: FormatOptions = {}) =>
  formatWith(value, { timeStyle: 'short' }, options);

/** "November 2026" (a "YYYY-MM" month or any time in it). */
export const formatMonth = (value: DateInput, options: FormatOptions = {}) =>
  formatWith(value, { month: 'long', year: 'numeric' }, options);

/** "Mar 7": a day on a chart's axis, where the year is the range's. */
export const formatShortDay = (value: DateInput, options: FormatOptions = {}) =>
  formatWith(value, { month: 'short', day: 'numeric' }, options);

/** "Oct 29 – Nov 27, 2026", "Dec 30, 2026 – Jan 5, 2027", or one date when both are the same day. */
export function formatDateRange(from: DateInput, to: DateInput, options: FormatOptions = {}): string {
  const start = instant(from, options);
  const end = instant(to, options);
  if (Number.isNaN(start.date.getTime()) || Number.isNaN(end.date.getTime()) || start.date > end.date) {
    return `${formatDate(from, options)} – ${formatDate(to, options)}`;
  }
  const timeZone = start.timeZone ?? end.timeZone;
  return dateTimeFormat(options.locale ?? userLocale(), { ...DATE, timeZone }).formatRange(
    start.date,
    end.date,
  );
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 3 days", "2 hours ago", "tomorrow", "now": a time against `now`, in its largest whole unit. */
export function formatRelative(
  value: DateInput,
  now: DateInput = Date.now(),
  options: FormatOptions = {},
): string {
  const seconds = (instant(value, options).date.getTime() - instant(now, options).date.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '—';
  const [unit, size] = RELATIVE_UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? ['second', 1];
  const locale = options.locale ?? userLocale();
  const relative = cached('rt', locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return relative.format(Math.round(seconds / size), unit);
}

export interface MoneyOptions extends FormatOptions {
  /** "auto" (the default) drops ".00" from a whole amount: "$59", "$12.50"; "always" keeps it, for ledgers. */
  cents?: 'auto' | 'always';
}

/** "$59", "$12.50", "-$12.00" for an amount in the currency's major unit (dollars). */
export function formatMoney(amount: number, currency = 'USD', options: MoneyOptions = {}): string {
  const whole = options.cents !== 'always' && Number.isInteger(amount);
  return numberFormat(options.locale ?? userLocale(), {
    style: 'currency',
    currency: currency.toUpperCase() || 'USD',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

/** An amount in cents (as payment providers count it), as formatMoney writes it: 1250 → "$12.50". */
export const formatCents = (cents: number, currency = 'USD', options: MoneyOptions = {}) =>
  formatMoney(cents / 100, currency, options);

/** "1,234". */
export const formatNumber = (value: number, options: FormatOptions = {}) =>
  numberFormat(options.locale ?? userLocale(), {}).format(value);

/** "1.25%" for 1.25 (a value already in percent, as the API's CTR is), with two decimals. */
export const formatPercent = (percent: number, options: FormatOptions = {}) =>
  numberFormat(options.locale ?? userLocale(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);

export type Noun = string | { one: string; other: string };

/** The form of a noun for a count: "click" or "clicks" (`other` is the noun plus "s" unless given). */
export function nounFor(count: number, noun: Noun): string {
  const forms = typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
  const rules = cached('pr', COPY_LANGUAGE, {}, () => new Intl.PluralRules(COPY_LANGUAGE));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** "1 click", "2 clicks", "1,200 views", "0 spots". */
export const formatCount = (count: number, noun: Noun, options: FormatOptions = {}) =>
  `${formatNumber(count, options)} ${nounFor(count, noun)}`;
