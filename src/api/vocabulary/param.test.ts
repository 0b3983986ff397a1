import { describe, expect, it } from 'vitest';
import { InputError, InvalidValue } from '../../shared/input-error';
import { answerAbout, boundedInteger, defineParam, oneOf, readParams } from '.';
import { ADJUSTMENT, CALENDAR, GREGORIAN_DATE, HIJRI_MONTH_OPTIONAL } from './hijri';
import { AYAH, EDITION_ID, SURAH } from './quran';

const errorOf = (read: () => unknown): InputError => {
  try {
    read();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('defineParam', () => {
  const word = (text: string) => text.toUpperCase();
  const REQUIRED = defineParam({ description: 'a word', example: 'salam', schema: { type: 'string' }, codes: [], required: true, read: word });
  const OPTIONAL = defineParam({ description: 'a word', example: 'salam', schema: { type: 'string' }, codes: [], read: word });

  it('refuses a required parameter absent or empty, naming it, with its description and example', () => {
    for (const raw of [undefined, '']) {
      expect(errorOf(() => REQUIRED.read(raw, {}, 'w'))).toMatchObject({ code: 'missing_parameter', param: 'w', detail: "parameter 'w' is required: a word, e.g. w=salam" });
    }
    expect(REQUIRED.codes).toContain('missing_parameter');
  });

  it('gives undefined for an absent optional parameter, and reads an empty one as text', () => {
    expect(OPTIONAL.read(undefined, {}, 'w')).toBeUndefined();
    expect(OPTIONAL.read('', {}, 'w')).toBe('');
    expect(OPTIONAL.codes).not.toContain('missing_parameter');
  });

  it('refuses an optional parameter given empty as missing when empty means forgotten, and leaves it out when absent', () => {
    const FORGOTTEN = defineParam({ description: 'a word', example: 'salam', schema: { type: 'string' }, codes: [], emptyIsMissing: true, read: word });
    expect(errorOf(() => FORGOTTEN.read('', {}, 'w'))).toMatchObject({ code: 'missing_parameter', param: 'w', detail: "parameter 'w' is required: a word, e.g. w=salam" });
    expect(FORGOTTEN.read(undefined, {}, 'w')).toBeUndefined();
    expect(FORGOTTEN.read('x', {}, 'w')).toBe('X');
  });
});

describe('boundedInteger and oneOf', () => {
  const LIMIT = boundedInteger({ description: 'how many', example: '10', min: 1, max: 50, code: 'invalid_limit', default: 20 });
  const SHADDA = oneOf({ description: 'shadda', values: ['once', 'double'], code: 'invalid_option' });

  it('read their default, their range or list, and refuse anything else', () => {
    expect(LIMIT.read(undefined, {}, 'limit')).toBe(20);
    expect(LIMIT.read('50', {}, 'limit')).toBe(50);
    for (const raw of ['0', '51', '07', '', '1.0']) expect(errorOf(() => LIMIT.read(raw, {}, 'limit')).code).toBe('invalid_limit');
    expect(LIMIT.schema).toEqual({ type: 'integer', minimum: 1, maximum: 50, default: 20 });
    expect(SHADDA.read(undefined, {}, 'shadda')).toBe('once');
    expect(errorOf(() => SHADDA.read('Double', {}, 'shadda'))).toMatchObject({ code: 'invalid_option', extra: { allowed: ['once', 'double'] } });
  });
});

describe('the Quran parameters', () => {
  it('read an ayah within the surah read before it, over every surah', () => {
    const read = (surah: string, ayah: string) => readParams({ surah: SURAH, ayah: AYAH }, { surah, ayah });
    for (let number = 1; number <= 114; number++) {
      const { surah } = read(String(number), '1');
      expect(read(String(number), String(surah.ayahs.length)).ayah.number).toBe(surah.ayahs.length);
      expect(errorOf(() => read(String(number), String(surah.ayahs.length + 1))).code).toBe('ayah_not_found');
    }
    expect(errorOf(() => read('115', '1')).code).toBe('surah_not_found');
    expect(errorOf(() => read('0', '1')).detail).toMatch(/no surah 0/);
    expect(errorOf(() => read('2.5', '1'))).toMatchObject({ code: 'invalid_surah', detail: expect.stringMatching(/whole number/) });
    expect(errorOf(() => read('1', '8')).detail).toMatch(/ayahs 1 to 7/);
    expect(errorOf(() => read('2', 'x')).code).toBe('invalid_ayah');
  });

  it('compare edition ids exactly and name the id meant when only the case differs', () => {
    expect(EDITION_ID.read('en-sahih', {}, 'id').id).toBe('en-sahih');
    expect(errorOf(() => EDITION_ID.read('EN-SAHIH', {}, 'id')).detail).toContain("did you mean 'en-sahih'?");
  });
});

describe('the name of a parameter', () => {
  it('is attached by the reader: a domain refuses a value without knowing what the request called it', () => {
    const refusal = new InvalidValue('invalid_month', (name) => `${name} must be 1-12`);
    const DECLARED = defineParam({ description: 'a month', example: '9', schema: { type: 'integer' }, codes: ['invalid_month'], read: () => { throw refusal; } });
    expect(errorOf(() => readParams({ hijri_month: DECLARED }, { hijri_month: '13' }))).toMatchObject({ code: 'invalid_month', param: 'hijri_month', detail: 'hijri_month must be 1-12' });
    expect(errorOf(() => answerAbout('tz', () => { throw refusal; }))).toMatchObject({ param: 'tz', detail: 'tz must be 1-12' });
  });

  it('is in the detail of a Hijri date under any calendar, the same under whatever name the route reads it', () => {
    const read = (args: Record<string, string>) => readParams({ date: GREGORIAN_DATE, adjustment: ADJUSTMENT, calendar: CALENDAR }, args);
    expect(errorOf(() => read({ date: '2023-02-29' }))).toMatchObject({ param: 'date', detail: "date must be a real Gregorian date in YYYY-MM-DD, got '2023-02-29': February 2023 has 28 days" });
    expect(errorOf(() => read({ date: '2023-02-29', calendar: 'diyanet' }))).toMatchObject({ param: 'date', detail: "date must be a real Gregorian date in YYYY-MM-DD, got '2023-02-29': February 2023 has 28 days" });
    expect(errorOf(() => read({ date: '2024-03-11', calendar: 'Diyanet' }))).toMatchObject({ code: 'invalid_calendar', param: 'calendar', extra: { allowed: expect.arrayContaining(['diyanet']) } });
    expect(errorOf(() => read({ date: '2024-03-11', adjustment: '+1' })).detail).toBe(
      "adjustment must be a whole number of days from -2 to 2 (e.g. adjustment=1 when your country's month began a day after the calendar's), got '+1'",
    );
  });

  it('makes an empty month missing, not malformed, as an empty year is', () => {
    expect(errorOf(() => readParams({ month: HIJRI_MONTH_OPTIONAL }, { month: '' }))).toMatchObject({
      code: 'missing_parameter',
      detail: "parameter 'month' is required: a Hijri month number in 1-12, e.g. month=9",
    });
    expect(readParams({ month: HIJRI_MONTH_OPTIONAL }, {}).month).toBeUndefined();
  });
});
