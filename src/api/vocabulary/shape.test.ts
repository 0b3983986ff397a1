import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/support/api-error';
import { readParams } from './param';
import { defineShape, isRequiredMember } from './shape';
import { boundedInteger } from './kinds';
import { HIJRI_SPAN, HIJRI_YEAR_SPAN } from './hijri';
import { SEARCH_TARGET } from './search';
import { LOCATION } from './place';
import { METHOD_CHOICE } from './prayer';

const YEAR = boundedInteger({ description: 'a year', example: '2026', min: 1, max: 3000, code: 'invalid_year' });
const MONTH = boundedInteger({ description: 'a month', example: '3', min: 1, max: 12, code: 'invalid_month' });
const CITY = boundedInteger({ description: 'a city', example: '745044', min: 1, max: 99999999, code: 'invalid_place' });

const MONTH_OF_YEAR = defineShape({
  members: { city: CITY, year: YEAR, month: MONTH, hijri_year: YEAR, hijri_month: MONTH },
  rules: { required: ['city'], anyOf: [['year', 'month'], ['hijri_year', 'hijri_month']], exclusive: [['hijri_year', 'hijri_month'], ['year', 'month']], together: [['year', 'month'], ['hijri_year', 'hijri_month']] },
  read: (values) => values,
});
const read = (args: Record<string, string>) => readParams({ span: MONTH_OF_YEAR }, args).span;

describe('a shape', () => {
  it('reads its members into one value when its rules hold', () => {
    expect(read({ city: '1', year: '2026', month: '3' })).toEqual({ city: 1, year: 2026, month: 3, hijri_year: undefined, hijri_month: undefined });
  });

  it('refuses a request that breaks a rule, naming the parameter at fault and what to send', () => {
    expect(apiErrorOf(() => read({ year: '2026', month: '3' }))).toMatchObject({ code: 'missing_parameter', param: 'city', detail: "parameter 'city' is required: a city, e.g. city=745044" });
    expect(apiErrorOf(() => read({ city: '1', year: '2026', month: '3', hijri_year: '1447' }))).toMatchObject({ code: 'conflicting_parameters', param: 'hijri_year', status: 400 });
    expect(apiErrorOf(() => read({ city: '1', hijri_month: '9' }))).toMatchObject({ code: 'missing_parameter', param: 'hijri_year', detail: expect.stringContaining('with hijri_month') });
    expect(apiErrorOf(() => read({ city: '1' }))).toMatchObject({ code: 'missing_parameter', param: 'year', detail: expect.stringContaining('(or `hijri_year` and `hijri_month`)') });
  });

  it('reads every member before its rules: a malformed value is refused as such first', () => {
    expect(apiErrorOf(() => read({ month: '13' }))).toMatchObject({ code: 'invalid_month', param: 'month' });
  });

  it('says its rules in one sentence, and which members every request gives', () => {
    expect(MONTH_OF_YEAR.summary).toBe('Give `year` and `month` or `hijri_year` and `hijri_month`. Never `hijri_year` and `hijri_month` with `year` and `month`. `year` and `month` come together. `hijri_year` and `hijri_month` come together.');
    expect(isRequiredMember(MONTH_OF_YEAR, 'city')).toBe(true);
    expect(isRequiredMember(MONTH_OF_YEAR, 'year')).toBe(false);
  });

  it('refuses a rule about a parameter it does not have', () => {
    expect(() => defineShape({ members: { year: YEAR }, rules: { required: ['month'] }, read: () => 0 })).toThrow(/month/);
  });
});

describe('the shapes of the vocabulary', () => {
  it('HIJRI_SPAN: a Gregorian year, a Hijri year, a Hijri month or a month of every year', () => {
    const span = (args: Record<string, string>) => readParams({ span: HIJRI_SPAN }, args).span;
    expect(span({ gregorian_year: '2025' })).toEqual({ kind: 'gregorian-year', year: 2025 });
    expect(span({ year: '1446' })).toEqual({ kind: 'hijri-year', year: 1446 });
    expect(span({ year: '1446', month: '9' })).toEqual({ kind: 'hijri-month', year: 1446, month: 9 });
    expect(span({ month: '9' })).toEqual({ kind: 'month-of-every-year', month: 9 });
    expect(apiErrorOf(() => span({}))).toMatchObject({ code: 'missing_parameter', param: 'month' });
    expect(apiErrorOf(() => span({ month: '9', gregorian_year: '2025' }))).toMatchObject({ code: 'conflicting_parameters', param: 'gregorian_year' });
  });

  it('HIJRI_YEAR_SPAN: a Hijri or a Gregorian year, never both', () => {
    const span = (args: Record<string, string>) => readParams({ span: HIJRI_YEAR_SPAN }, args).span;
    expect(span({ gregorian_year: '2025' })).toEqual({ kind: 'gregorian-year', year: 2025 });
    expect(apiErrorOf(() => span({}))).toMatchObject({ code: 'missing_parameter', param: 'year', detail: expect.stringContaining('gregorian_year') });
  });

  it('SEARCH_TARGET: words, or a root or lemma of the Arabic', () => {
    const target = (args: Record<string, string>) => readParams({ target: SEARCH_TARGET }, args).target;
    expect(target({ q: 'mercy', lang: 'en' })).toEqual({ kind: 'words', query: 'mercy', lang: 'en' });
    expect(target({ q: 'miséricorde', edition: 'fr-hamidullah' })).toMatchObject({ kind: 'words', edition: { id: 'fr-hamidullah' } });
    expect(target({ root: 'رحم', q: '' })).toEqual({ kind: 'morphology', root: 'rHm' });
    expect(apiErrorOf(() => target({ lang: 'ar' }))).toMatchObject({ code: 'missing_parameter', param: 'q' });
    expect(apiErrorOf(() => target({ root: 'رحم', lang: 'en' }))).toMatchObject({ code: 'root_needs_arabic', param: 'lang' });
    expect(apiErrorOf(() => target({ q: 'x', lang: 'en', edition: 'fr-hamidullah' }))).toMatchObject({ code: 'edition_lang_mismatch', param: 'edition' });
  });
});

describe('the place and method shapes', () => {
  const location = (args: Record<string, string>) => readParams({ location: LOCATION }, args).location;
  const method = (args: Record<string, string>) => readParams({ method: METHOD_CHOICE }, args).method;

  it('LOCATION: lat and lng, or city, in the zone asked or the place\'s own', () => {
    expect(location({ lat: '21.4225', lng: '39.8262' })).toMatchObject({ lat: 21.4225, lng: 39.8262, zone: 'Asia/Riyadh', country: 'SA' });
    expect(location({ city: '745044', tz: 'UTC' })).toMatchObject({ place: { id: 745044 }, zone: 'UTC', country: 'TR' });
    expect(apiErrorOf(() => location({}))).toMatchObject({ code: 'missing_location', param: 'lat' });
    expect(apiErrorOf(() => location({ lat: '1' }))).toMatchObject({ code: 'invalid_longitude', param: 'lng' });
    expect(apiErrorOf(() => location({ city: '745044', lng: '1' }))).toMatchObject({ code: 'missing_location', param: 'city' });
    expect(apiErrorOf(() => location({ lat: '1', lng: '1', country: 'TR' }))).toMatchObject({ code: 'conflicting_parameters', param: 'country' });
    expect(apiErrorOf(() => location({ lat: '1', lng: '1', tz: 'Mars/Base' }))).toMatchObject({ code: 'invalid_timezone', param: 'tz' });
    expect(LOCATION.summary).toBe('Give `lat` and `lng` or `city`. Never `city` with `lat` and `lng`. `lat` and `lng` come together. `country` needs `city`.');
  });

  it('METHOD_CHOICE: the options asked, Isha by an angle or by minutes, custom with its angles', () => {
    expect(method({ method: '13', isha_interval: '90' })).toMatchObject({ method: 'diyanet', ishaInterval: 90, madhab: undefined, highLatitudeRule: 'recommended', imsakMinutes: 10, adjustments: {} });
    expect(method({ method: 'custom', fajr_angle: '18', isha_angle: '17' })).toMatchObject({ method: 'custom', fajrAngle: 18, ishaAngle: 17 });
    expect(apiErrorOf(() => method({ isha_angle: '17', isha_interval: '90' }))).toMatchObject({ code: 'invalid_angle', param: 'isha_interval' });
    expect(apiErrorOf(() => method({ method: '99', isha_angle: '17' }))).toMatchObject({ code: 'invalid_angle', param: 'fajr_angle' });
    expect(apiErrorOf(() => method({ method: 'custom', fajr_angle: '18' }))).toMatchObject({ code: 'invalid_angle', param: 'isha_angle' });
    expect(METHOD_CHOICE.summary).toBe('Never `isha_angle` with `isha_interval`. With `method=custom`: give `fajr_angle`; give `isha_angle` or `isha_interval`.');
  });
});
