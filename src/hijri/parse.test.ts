import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../tests/support/api-error';
import { InvalidValue } from '../shared/input-error';
import { parseGregorianDate, parseHijriDate, parseHijriMonth } from './parse';
import { DEFAULT_RECKONING, parseCalendarYear } from './reckoning';
import { dayNumberToHijri } from './calendar';
import { dayNumberToGregorian } from './gregorian';

/** The error as the API answers it once the vocabulary names the parameter `name`. */
const apiErrorAbout = (name: string, call: () => unknown) =>
  apiErrorOf(() => {
    try {
      return call();
    } catch (error) {
      throw error instanceof InvalidValue ? error.named(name) : error;
    }
  });

describe('a refusal', () => {
  it('carries what is wrong, and takes its parameter name from whoever read the value', () => {
    const refusal = (() => {
      try {
        parseGregorianDate('2023-02-29');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InvalidValue);
    expect((refusal as InvalidValue).named('start')).toMatchObject({
      code: 'invalid_date',
      param: 'start',
      detail: "start must be a real Gregorian date in YYYY-MM-DD, got '2023-02-29': February 2023 has 28 days",
    });
    expect(apiErrorAbout('month', () => parseHijriMonth('13'))).toMatchObject({ param: 'month', detail: "month must be a whole number in 1-12 written plainly (e.g. 9 for Ramadan), got '13'" });
  });
});

describe('parseGregorianDate', () => {
  it('reads a strict YYYY-MM-DD inside the range', () => {
    expect(dayNumberToGregorian(parseGregorianDate('2024-03-11'))).toEqual({ year: 2024, month: 3, day: 11 });
    expect(dayNumberToHijri(parseGregorianDate('1924-08-01'))).toEqual({ year: 1343, month: 1, day: 1 });
    expect(dayNumberToHijri(parseGregorianDate('2077-11-16'))).toEqual({ year: 1500, month: 12, day: 30 });
  });

  it.each(['2024-3-1', '2024-03-11T00:00', 'abc', '', ' 2024-03-11', '2024-03-11 ', '2024/03/11', '24-03-11', '+2024-03-11', '2024-03-1１', '2024-03-11\n'])(
    'rejects %j as invalid_date naming the format',
    (text) => {
      const error = apiErrorAbout('date', () => parseGregorianDate(text));
      expect(error).toMatchObject({ status: 400, code: 'invalid_date', param: 'date' });
      expect(error.detail).toContain('YYYY-MM-DD');
      expect(error.detail).toContain('2024-03-11');
    },
  );

  it.each([
    ['2023-02-29', 'February 2023 has 28 days'],
    ['2024-02-30', 'February 2024 has 29 days'],
    ['2024-04-31', 'April 2024 has 30 days'],
    ['2024-13-01', 'months are 01 to 12'],
    ['2024-00-10', 'months are 01 to 12'],
    ['2024-03-00', 'days start at 01'],
  ])('rejects %s as invalid_date saying why (%s)', (text, why) => {
    const error = apiErrorAbout('date', () => parseGregorianDate(text));
    expect(error).toMatchObject({ status: 400, code: 'invalid_date', param: 'date' });
    expect(error.detail).toContain(`'${text}'`);
    expect(error.detail).toContain(why);
  });

  it.each(['1924-07-31', '2077-11-17', '0001-01-01', '9999-12-31'])('rejects %s as date_out_of_range naming the range', (text) => {
    const error = apiErrorAbout('date', () => parseGregorianDate(text));
    expect(error).toMatchObject({ status: 400, code: 'date_out_of_range', param: 'date' });
    expect(error.detail).toContain('1924-08-01 to 2077-11-16');
    expect(error.detail).toContain(`'${text}'`);
  });

  it('cuts a very long value short in the detail', () => {
    const error = apiErrorAbout('date', () => parseGregorianDate('x'.repeat(5000)));
    expect(error.detail.length).toBeLessThan(200);
  });
});

describe('parseHijriDate', () => {
  it('reads a strict YYYY-MM-DD inside the table, including the 31st of a 31-day month', () => {
    expect(dayNumberToGregorian(parseHijriDate('1445-09-01'))).toEqual({ year: 2024, month: 3, day: 11 });
    expect(dayNumberToGregorian(parseHijriDate('1345-05-31'))).toEqual({ year: 1926, month: 12, day: 6 });
  });

  it('accepts 1445-09-30, because the published table gives Ramadan 1445 thirty days', () => {
    // The contract names 1445-09-30 as a missing day; the table and the acceptance data say it is
    // 2024-04-09 (Eid al-Fitr 1445 was 2024-04-10). The data wins.
    expect(dayNumberToGregorian(parseHijriDate('1445-09-30'))).toEqual({ year: 2024, month: 4, day: 9 });
  });

  it.each([
    ['1444-09-30', 'Ramadan 1444 has 29 days'],
    ['1446-09-30', 'Ramadan 1446 has 29 days'],
    ['1343-09-29', 'Ramadan 1343 has 28 days'],
    ['1445-12-31', 'Dhu al-Hijjah 1445 has 30 days'],
    ['1445-13-01', 'months are 01 to 12'],
    ['1445-00-01', 'months are 01 to 12'],
    ['1445-09-00', 'days start at 01'],
  ])('rejects %s as invalid_date saying why (%s)', (text, why) => {
    const error = apiErrorAbout('date', () => parseHijriDate(text));
    expect(error).toMatchObject({ status: 400, code: 'invalid_date', param: 'date' });
    expect(error.detail).toContain(why);
  });

  it.each(['1445-9-1', 'abc', '1445-09-01T00:00', '١٤٤٥-٠٩-٠١'])('rejects %j as invalid_date naming the format', (text) => {
    const error = apiErrorAbout('date', () => parseHijriDate(text));
    expect(error).toMatchObject({ code: 'invalid_date', param: 'date' });
    expect(error.detail).toContain('YYYY-MM-DD');
  });

  it.each(['1342-12-29', '1501-01-01', '0001-01-01'])('rejects %s as date_out_of_range naming the range', (text) => {
    const error = apiErrorAbout('date', () => parseHijriDate(text));
    expect(error).toMatchObject({ status: 400, code: 'date_out_of_range', param: 'date' });
    expect(error.detail).toContain('1343-01-01 to 1500-12-30');
  });
});

describe('parseCalendarYear (Umm al-Qura) and parseHijriMonth', () => {
  it('read whole numbers written plainly', () => {
    expect(parseCalendarYear('1343', DEFAULT_RECKONING.rules)).toBe(1343);
    expect(parseCalendarYear('1500', DEFAULT_RECKONING.rules)).toBe(1500);
    expect(parseHijriMonth('1')).toBe(1);
    expect(parseHijriMonth('12')).toBe(12);
  });

  it.each(['1342', '1501', '1600', '0', 'abc', '1445.0', '01445', '-1445', '1e3', ' 1445'])('rejects year %j as invalid_year naming 1343-1500', (text) => {
    const error = apiErrorAbout('year', () => parseCalendarYear(text, DEFAULT_RECKONING.rules));
    expect(error).toMatchObject({ status: 400, code: 'invalid_year', param: 'year' });
    expect(error.detail).toContain('1343-1500');
  });

  it.each(['0', '13', '1.5', 'abc', '09', '-1', '+9', '٩'])('rejects month %j as invalid_month naming 1-12', (text) => {
    const error = apiErrorAbout('month', () => parseHijriMonth(text));
    expect(error).toMatchObject({ status: 400, code: 'invalid_month', param: 'month' });
    expect(error.detail).toContain('1-12');
  });
});
