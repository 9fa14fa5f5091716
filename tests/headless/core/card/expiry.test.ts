import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_DATE_FORMATS,
  EXPIRY_YEAR_FORMATS,
  expandYear,
  expiryDateYearFormat,
  expiryYearLength,
  formatExpiryInput,
  hasExpired,
  isUsableExpiryYear,
  isValidExpiry,
  isValidExpiryMonth,
  isValidExpiryYear,
  isValidSplitExpiry,
  parseExpiryDate,
  parseExpiryYear,
  parseSplitExpiry,
  resolveExpiryDateFormat,
  splitExpiryValidity,
  resolveExpiryYearFormat,
  type ExpiryDateFormat,
} from '../../../../headless/core/card';

/** 22 November 2026, local time: the injected clock of every test here. */
const now = new Date(2026, 10, 22, 15, 30);

describe('expiry month', () => {
  it.each(['01', '02', '09', '10', '11', '12'])('accepts %j', (month) => {
    expect(isValidExpiryMonth(month)).toBe(true);
  });

  it.each(['', '1', '9', '00', '13', '20', '001', '1a', ' 1', '١٢'])('refuses %j', (month) => {
    expect(isValidExpiryMonth(month)).toBe(false);
  });
});

describe('expiry date formats', () => {
  it('has the four formats of PC-CARD-11, MM/YY first', () => {
    expect(EXPIRY_DATE_FORMATS).toEqual(['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY']);
  });

  it('uses MM/YY quietly when none is asked for, and a known format as asked', () => {
    expect(resolveExpiryDateFormat(undefined)).toEqual({ format: 'MM/YY' });
    for (const format of EXPIRY_DATE_FORMATS) expect(resolveExpiryDateFormat(format)).toEqual({ format });
  });

  it.each(['DD/MM', '', 'mm/yy', 'MM-YY', 'MMYY', ' MM/YY', null, 42, {}])('falls back to MM/YY with a warning for %j', (requested) => {
    const choice = resolveExpiryDateFormat(requested);
    expect(choice.format).toBe('MM/YY');
    expect(choice.warning).toContain(`'${String(requested)}'`);
    expect(choice.warning).toContain('expiry date format');
    expect(choice.warning).toContain('MM/YY, YYYY/MM, YY/MM or MM/YYYY');
    expect(choice.warning).toMatch(/using MM\/YY\.$/);
  });

  it('parses each format, with or without spaces around the slash', () => {
    expect(parseExpiryDate('12/29', 'MM/YY')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('2029/12', 'YYYY/MM')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('29/12', 'YY/MM')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('12/2029', 'MM/YYYY')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiryDate('03 / 28')).toEqual({ month: 3, year: 2028 });
    expect(parseExpiryDate(' 2028 / 03 ', 'YYYY/MM')).toEqual({ month: 3, year: 2028 });
  });

  it.each([
    ['13/29', 'MM/YY'],
    ['00/29', 'MM/YY'],
    ['1229', 'MM/YY'],
    ['1/29', 'MM/YY'],
    ['12/2029', 'MM/YY'],
    ['2029/12', 'MM/YY'],
    ['12/29', 'YYYY/MM'],
    ['29/13', 'YY/MM'],
    ['12/29', 'MM/YYYY'],
    ['12-29', 'MM/YY'],
    ['', 'MM/YY'],
  ] as const)('refuses %j as %s', (value, format) => {
    expect(parseExpiryDate(value, format)).toBeNull();
  });

  it('names the year format inside each date format', () => {
    expect(EXPIRY_DATE_FORMATS.map(expiryDateYearFormat)).toEqual(['YY', 'YYYY', 'YY', 'YYYY']);
  });

  it.each([
    ['MM/YY', '1', '1'],
    ['MM/YY', '4', '04 / '],
    ['MM/YY', '12', '12 / '],
    ['MM/YY', '122', '12 / 2'],
    ['MM/YY', '1229', '12 / 29'],
    ['MM/YY', '12 / 2', '12 / 2'],
    ['MM/YY', '12/29', '12 / 29'],
    ['MM/YY', '122934', '12 / 29'],
    ['MM/YY', '45', '45 / '],
    ['MM/YYYY', '4', '04 / '],
    ['MM/YYYY', '122029', '12 / 2029'],
    ['YYYY/MM', '202', '202'],
    ['YYYY/MM', '2029', '2029 / '],
    ['YYYY/MM', '20294', '2029 / 04'],
    ['YYYY/MM', '202912', '2029 / 12'],
    ['YY/MM', '29', '29 / '],
    ['YY/MM', '291', '29 / 1'],
    ['YY/MM', '294', '29 / 04'],
    ['YY/MM', 'ab', ''],
  ] as const)('formats %s typing %j as %j', (format, typed, shown) => {
    expect(formatExpiryInput(typed, format)).toBe(shown);
  });

  it('removes the separator whole when the shopper deletes into it', () => {
    // From "12 / " one backspace leaves "12 /": the next state is "12", not "12 / " again.
    expect(formatExpiryInput('12 /')).toBe('12');
    expect(formatExpiryInput('12 ')).toBe('12');
    expect(formatExpiryInput('2029 /', 'YYYY/MM')).toBe('2029');
    expect(formatExpiryInput('12 / ')).toBe('12 / ');
  });
});

describe('expiry year formats', () => {
  it('has YY (default) and YYYY', () => {
    expect(EXPIRY_YEAR_FORMATS).toEqual(['YY', 'YYYY']);
    expect(EXPIRY_YEAR_FORMATS.map(expiryYearLength)).toEqual([2, 4]);
    expect(resolveExpiryYearFormat(undefined)).toEqual({ format: 'YY' });
    expect(resolveExpiryYearFormat('YY')).toEqual({ format: 'YY' });
    expect(resolveExpiryYearFormat('YYYY')).toEqual({ format: 'YYYY' });
  });

  it.each(['Y', 'YYY', 'yyyy', 'yy', '', 'MM/YY', null, 4, 2])('falls back to YY with a warning for %j', (requested) => {
    const choice = resolveExpiryYearFormat(requested);
    expect(choice.format).toBe('YY');
    expect(choice.warning).toContain(`'${String(requested)}'`);
    expect(choice.warning).toContain('expiry year format');
    expect(choice.warning).toContain('YY or YYYY');
    expect(choice.warning).toMatch(/using YY\.$/);
  });

  it('validates a year in its format', () => {
    expect(isValidExpiryYear('29')).toBe(true);
    expect(isValidExpiryYear('29', 'YY')).toBe(true);
    expect(isValidExpiryYear('2029')).toBe(false);
    expect(isValidExpiryYear('2029', 'YYYY')).toBe(true);
    expect(isValidExpiryYear('29', 'YYYY')).toBe(false);
    for (const value of ['', '9', '029', '20290', '2a', ' 29']) {
      expect([value, isValidExpiryYear(value, 'YY'), isValidExpiryYear(value, 'YYYY')]).toEqual([value, false, false]);
    }
  });

  it('parses a year of each format to four digits', () => {
    expect(parseExpiryYear('29')).toBe(2029);
    expect(parseExpiryYear('07', 'YY')).toBe(2007);
    expect(parseExpiryYear('2029', 'YYYY')).toBe(2029);
    expect(parseExpiryYear('2029', 'YY')).toBeNull();
    expect(parseExpiryYear('29', 'YYYY')).toBeNull();
    expect(expandYear('31')).toBe(2031);
    expect(expandYear('2031')).toBe(2031);
  });

  it('takes a year input on its own from the current year to 20 years ahead', () => {
    expect(isUsableExpiryYear('26', 'YY', now)).toBe(true);
    expect(isUsableExpiryYear('25', 'YY', now)).toBe(false);
    expect(isUsableExpiryYear('46', 'YY', now)).toBe(true);
    expect(isUsableExpiryYear('47', 'YY', now)).toBe(false);
    expect(isUsableExpiryYear('2026', 'YYYY', now)).toBe(true);
    expect(isUsableExpiryYear('2025', 'YYYY', now)).toBe(false);
    expect(isUsableExpiryYear('2026', 'YY', now)).toBe(false);
    expect(isUsableExpiryYear('26', 'YYYY', now)).toBe(false);
  });
});

describe('expired cards', () => {
  it('treats the current month as not yet expired and last month as expired', () => {
    expect(hasExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(hasExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('counts the whole expiry month, to its last moment', () => {
    expect(hasExpired({ month: 11, year: 2026 }, new Date(2026, 10, 30, 23, 59, 59))).toBe(false);
    expect(hasExpired({ month: 11, year: 2026 }, new Date(2026, 11, 1, 0, 0, 0))).toBe(true);
    expect(hasExpired({ month: 12, year: 2026 }, new Date(2027, 0, 1))).toBe(true);
  });

  it('is valid from this month to 20 years ahead', () => {
    expect(isValidExpiry({ month: 11, year: 2026 }, now)).toBe(true);
    expect(isValidExpiry({ month: 10, year: 2026 }, now)).toBe(false);
    expect(isValidExpiry({ month: 1, year: 2026 }, now)).toBe(false);
    expect(isValidExpiry({ month: 12, year: 2046 }, now)).toBe(true);
    expect(isValidExpiry({ month: 1, year: 2047 }, now)).toBe(false);
    expect(isValidExpiry(null, now)).toBe(false);
  });

  it('checks a date in each format against the clock', () => {
    const current: Record<ExpiryDateFormat, string> = { 'MM/YY': '11/26', 'YYYY/MM': '2026/11', 'YY/MM': '26/11', 'MM/YYYY': '11/2026' };
    const lastMonth: Record<ExpiryDateFormat, string> = { 'MM/YY': '10/26', 'YYYY/MM': '2026/10', 'YY/MM': '26/10', 'MM/YYYY': '10/2026' };
    for (const format of EXPIRY_DATE_FORMATS) {
      expect([format, isValidExpiry(parseExpiryDate(current[format], format), now)]).toEqual([format, true]);
      expect([format, isValidExpiry(parseExpiryDate(lastMonth[format], format), now)]).toEqual([format, false]);
    }
  });
});

describe('split month and year, checked as a whole', () => {
  it.each([
    ['11', '26', 'YY', true],
    ['10', '26', 'YY', false],
    ['12', '25', 'YY', false],
    ['01', '27', 'YY', true],
    ['11', '2026', 'YYYY', true],
    ['10', '2026', 'YYYY', false],
    ['01', '2027', 'YYYY', true],
    ['12', '2046', 'YYYY', true],
    ['01', '2047', 'YYYY', false],
    ['13', '27', 'YY', false],
    ['1', '27', 'YY', false],
    ['11', '2026', 'YY', false],
    ['11', '26', 'YYYY', false],
    ['', '', 'YY', false],
  ] as const)('month %j with year %j (%s) is valid: %s', (month, year, yearFormat, valid) => {
    expect(isValidSplitExpiry(month, year, yearFormat, now)).toBe(valid);
  });

  it('is judged only once both parts are whole, in the year format of the year input', () => {
    expect(splitExpiryValidity('1', '28', 'YY', now)).toBeNull();
    expect(splitExpiryValidity('03', '202', 'YYYY', now)).toBeNull();
    expect(splitExpiryValidity('03', '28', 'YYYY', now)).toBeNull();
    expect(splitExpiryValidity('03', '2028', 'YYYY', now)).toBe(true);
    expect(splitExpiryValidity('10', '26', 'YY', now)).toBe(false);
  });

  it('reads the parts as one date', () => {
    expect(parseSplitExpiry('03', '28')).toEqual({ month: 3, year: 2028 });
    expect(parseSplitExpiry('03', '2028', 'YYYY')).toEqual({ month: 3, year: 2028 });
    expect(parseSplitExpiry('3', '2028', 'YYYY')).toBeNull();
    expect(parseSplitExpiry('03', '2028')).toBeNull();
  });
});

const monthArb = fc.integer({ min: 1, max: 12 });
const twoDigits = (n: number) => String(n).padStart(2, '0');
const clockArb = fc.date({ min: new Date(2001, 0, 1), max: new Date(2078, 11, 31), noInvalidDate: true });

describe('expiry properties', () => {
  it('for any clock, the current month is valid and the month before has expired', () => {
    fc.assert(
      fc.property(clockArb, (clock) => {
        const month = clock.getMonth() + 1;
        const year = clock.getFullYear();
        const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
        expect(isValidExpiry({ month, year }, clock)).toBe(true);
        expect(hasExpired(previous, clock)).toBe(true);
        expect(isValidExpiry(previous, clock)).toBe(false);
      }),
    );
  });

  it('a month and year written in any date format parse back to the same date', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXPIRY_DATE_FORMATS), monthArb, fc.integer({ min: 2000, max: 2099 }), (format, month, year) => {
        const yearText = expiryDateYearFormat(format) === 'YY' ? twoDigits(year % 100) : String(year);
        const written = format.startsWith('MM') ? `${twoDigits(month)}/${yearText}` : `${yearText}/${twoDigits(month)}`;
        expect(parseExpiryDate(written, format)).toEqual({ month, year });
      }),
    );
  });

  it('a split expiry is judged the same with a YY or a YYYY year', () => {
    fc.assert(
      fc.property(clockArb, monthArb, fc.integer({ min: 0, max: 99 }), (clock, month, shortYear) => {
        const yy = twoDigits(shortYear);
        expect(isValidSplitExpiry(twoDigits(month), `20${yy}`, 'YYYY', clock)).toBe(isValidSplitExpiry(twoDigits(month), yy, 'YY', clock));
        expect(parseSplitExpiry(twoDigits(month), `20${yy}`, 'YYYY')).toEqual(parseSplitExpiry(twoDigits(month), yy, 'YY'));
      }),
    );
  });

  it('formatting the shown value again changes nothing, except that a bare first part gets its separator back', () => {
    const typing = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 /-'), maxLength: 10 }),
      // The states a backspace leaves next to the separator.
      fc.tuple(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 4 }), fc.constantFrom(' /', ' ', ' / ', '/')).map(([digits, tail]) => digits + tail),
    );
    fc.assert(
      fc.property(fc.constantFrom(...EXPIRY_DATE_FORMATS), typing, (format, typed) => {
        const shown = formatExpiryInput(typed, format);
        const firstLength = format.indexOf('/');
        const bareFirstPart = /^\d+$/.test(shown) && shown.length === firstLength;
        expect(formatExpiryInput(shown, format)).toBe(bareFirstPart ? `${shown} / ` : shown);
        expect(shown.replace(/\D/g, '').length).toBeLessThanOrEqual(format.length - 1);
      }),
    );
  });
});
