import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCount,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRelative,
  formatShortDay,
  formatTime,
  nounFor,
  userLocale,
} from './format';

const en = { locale: 'en-US', timeZone: 'UTC' } as const;
const de = { locale: 'de-DE', timeZone: 'UTC' } as const;
// Intl puts a narrow no-break space before AM/PM and thin spaces around a range's dash: compare words.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('dates', () => {
  it('writes one date style: "Dec 27, 2026"', () => {
    expect(formatDate('2026-12-27T13:38:00Z', en)).toBe('Dec 27, 2026');
    expect(formatDate(Date.UTC(2026, 8, 1), en)).toBe('Sep 1, 2026');
    expect(formatDate(new Date('2026-11-27T10:00:00Z'), en)).toBe('Nov 27, 2026');
  });

  it('reads a plain day as that day in every time zone', () => {
    expect(formatDate('2026-12-01', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe(
      'Dec 1, 2026',
    );
    expect(formatDate('2026-12-01', { locale: 'en-US', timeZone: 'Pacific/Kiritimati' })).toBe('Dec 1, 2026');
  });

  it('reads a time in the zone asked for', () => {
    expect(formatDate('2026-12-01T02:00:00Z', { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Nov 30, 2026',
    );
  });

  it('writes a date with its time and a time alone', () => {
    expect(plain(formatDateTime('2026-12-27T13:38:00Z', en))).toBe('Dec 27, 2026, 1:38 PM');
    expect(plain(formatTime('2026-12-27T13:38:00Z', en))).toBe('1:38 PM');
  });

  it('writes a month and an axis day', () => {
    expect(formatMonth('2026-11', en)).toBe('November 2026');
    expect(formatShortDay('2026-03-07', en)).toBe('Mar 7');
  });

  it('shows a dash rather than "Invalid Date"', () => {
    expect(formatDate('not a date', en)).toBe('—');
  });
});

describe('date ranges', () => {
  it('shares what both ends share', () => {
    expect(plain(formatDateRange('2026-10-29', '2026-11-27', en))).toBe('Oct 29 – Nov 27, 2026');
    expect(plain(formatDateRange('2026-11-01', '2026-11-07', en))).toBe('Nov 1 – 7, 2026');
    expect(plain(formatDateRange('2026-12-30', '2027-01-05', en))).toBe('Dec 30, 2026 – Jan 5, 2027');
  });

  it('writes one day once', () => {
    expect(formatDateRange('2026-11-27', '2026-11-27', en)).toBe('Nov 27, 2026');
  });

  it('still writes both ends of a backwards range', () => {
    expect(plain(formatDateRange('2026-11-27', '2026-10-29', en))).toBe('Nov 27, 2026 – Oct 29, 2026');
  });
});

describe('money', () => {
  it('drops .00 from whole amounts and keeps cents otherwise', () => {
    expect(formatMoney(59, 'USD', en)).toBe('$59');
    expect(formatMoney(12.5, 'USD', en)).toBe('$12.50');
    expect(formatMoney(1200, 'usd', en)).toBe('$1,200');
  });

  it('keeps the cents in ledgers', () => {
    expect(formatMoney(29, 'USD', { ...en, cents: 'always' })).toBe('$29.00');
    expect(formatMoney(-12, 'USD', { ...en, cents: 'always' })).toBe('-$12.00');
  });

  it('turns cents into dollars', () => {
    expect(formatCents(1250, 'USD', en)).toBe('$12.50');
    expect(formatCents(5000, 'USD', en)).toBe('$50');
    expect(formatCents(0, 'USD', { ...en, cents: 'always' })).toBe('$0.00');
  });

  it('names other currencies', () => {
    expect(formatMoney(10, 'EUR', en)).toBe('€10');
    expect(formatMoney(1000, 'JPY', en)).toBe('¥1,000');
  });

  it('defaults to US dollars when the currency is empty', () => {
    expect(formatMoney(5, '', en)).toBe('$5');
  });
});

describe('counts', () => {
  it('chooses the noun by the count', () => {
    expect(formatCount(1, 'click', en)).toBe('1 click');
    expect(formatCount(2, 'click', en)).toBe('2 clicks');
    expect(formatCount(0, 'click', en)).toBe('0 clicks');
    expect(formatCount(1200, 'view', en)).toBe('1,200 views');
    expect(formatCount(1, { one: 'spot is', other: 'spots are' }, en)).toBe('1 spot is');
    expect(nounFor(3, { one: 'person', other: 'people' })).toBe('people');
  });

  it('writes numbers and percentages', () => {
    expect(formatNumber(1234567, en)).toBe('1,234,567');
    expect(formatPercent(1.25, en)).toBe('1.25%');
    expect(formatPercent(0, en)).toBe('0.00%');
  });
});

describe('relative time', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('uses the largest whole unit', () => {
    expect(formatRelative(now + 3 * 86_400_000, now, en)).toBe('in 3 days');
    expect(formatRelative(now - 2 * 3_600_000, now, en)).toBe('2 hours ago');
    expect(formatRelative(now + 86_400_000, now, en)).toBe('tomorrow');
    expect(formatRelative(now + 5 * 60_000, now, en)).toBe('in 5 minutes');
    expect(formatRelative(now, now, en)).toBe('now');
  });
});

describe('another locale', () => {
  it('writes dates, ranges, money and numbers the German way', () => {
    expect(formatDate('2026-12-27', de)).toBe('27.12.2026');
    expect(formatDateTime('2026-12-27T13:38:00Z', de)).toBe('27.12.2026, 13:38');
    expect(plain(formatDateRange('2026-10-29', '2026-11-27', de))).toBe('29.10. – 27.11.2026');
    expect(plain(formatMoney(1234.5, 'USD', de))).toBe('1.234,50 $');
    expect(formatNumber(1234567, de)).toBe('1.234.567');
    expect(plain(formatPercent(1.25, de))).toBe('1,25 %');
    expect(formatRelative(Date.UTC(2026, 0, 3), Date.UTC(2026, 0, 1), de)).toBe('übermorgen');
    expect(formatCount(2, 'click', de)).toBe('2 clicks');
  });
});

describe('userLocale', () => {
  it('is a locale Intl supports', () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(userLocale())).toEqual([userLocale()]);
  });
});
