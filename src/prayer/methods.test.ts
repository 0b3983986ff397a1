/**
 * The national methods against their sources: AlAdhan's numbers as aliases, the parameters each
 * method's source states, the country defaults (method and madhab) with the note an answer carries,
 * and midnight in both conventions.
 */
import { describe, expect, it } from 'vitest';
import { timetableAccuracy } from './accuracy';
import { methodNote } from './answer-blocks';
import { COUNTRY_DEFAULTS, countriesOfMethod, madhabOfCountry, methodOfCountry } from './countries';
import { methodsAnswer } from './method-catalog';
import { METHODS, methodByName, methodInfo, type MethodId } from './methods';
import { dayTimes, type MethodChoice } from './times';

const choice = (method: MethodId, more: Partial<MethodChoice> = {}): MethodChoice => ({
  method, madhab: 'shafi', highLatitudeRule: 'recommended', polar: 'unresolved', adjustments: {}, imsakMinutes: 10, ...more,
});

/** AlAdhan's numbering (islamic-network/prayer-times, src/PrayerTimes/Method.php, commit 53f1a272429b). */
const ALADHAN: Record<string, MethodId> = {
  0: 'jafari', 1: 'karachi', 2: 'isna', 3: 'mwl', 4: 'umm-al-qura', 5: 'egyptian', 7: 'tehran', 8: 'gulf', 9: 'kuwait', 10: 'qatar', 11: 'singapore',
  12: 'france', 13: 'diyanet', 14: 'russia', 15: 'moonsighting', 16: 'dubai', 17: 'jakim', 18: 'tunisia', 19: 'algeria', 20: 'kemenag', 21: 'morocco',
  22: 'portugal', 23: 'jordan', 99: 'custom',
};

/** The parameters that method list states for the methods it is our only source for: Fajr, Isha (angle or minutes after Maghrib), Maghrib (angle or minutes after sunset). */
const STATED: Partial<Record<MethodId, { fajr: number; isha: number | string; maghrib?: number | string }>> = {
  jafari: { fajr: 16, isha: 14, maghrib: 4 },
  gulf: { fajr: 19.5, isha: '90 min' },
  france: { fajr: 12, isha: 12 },
  russia: { fajr: 16, isha: 15 },
  tunisia: { fajr: 18, isha: 18 },
  portugal: { fajr: 18, isha: '77 min', maghrib: '3 min' },
  jordan: { fajr: 18, isha: 18, maghrib: '5 min' },
};

const minutes = (ms: number) => ms / 60_000;

describe('AlAdhan method numbers', () => {
  it('are each an alias of the same method, and nothing else is', () => {
    for (const [number, id] of Object.entries(ALADHAN)) {
      expect(methodByName(number), number).toBe(id);
      expect(methodInfo(id).aladhan).toBe(Number(number));
    }
    for (const text of ['6', '24', '-1', '013', ' 3', 'MWL']) expect(methodByName(text), text).toBeUndefined();
    expect(METHODS.filter((method) => method.aladhan !== null)).toHaveLength(Object.keys(ALADHAN).length);
  });
});

describe('the methods as their source states them', () => {
  // A day when every angle is reached (Rabat, 2026-03-20) shows each stated parameter in the times.
  const [lat, lng] = [34.02, -6.84];
  it.each(Object.entries(STATED))('%s', (id, stated) => {
    const method = id as MethodId;
    const day = dayTimes(lat, lng, 2026, 3, 20, choice(method));
    const custom = dayTimes(lat, lng, 2026, 3, 20, choice('custom', { fajrAngle: stated.fajr, ...(typeof stated.isha === 'number' ? { ishaAngle: stated.isha } : { ishaInterval: parseInt(stated.isha) }) }));
    expect(day.times.fajr).toBe(custom.times.fajr);
    expect(day.applied.fajr.why).toContain(`${stated.fajr}° below the horizon`);
    const maghribAfterSunset = minutes(day.times.maghrib - day.times.sunset);
    if (typeof stated.maghrib === 'string') expect(maghribAfterSunset).toBe(parseInt(stated.maghrib));
    else if (typeof stated.maghrib === 'number') expect(day.applied.maghrib.why).toContain(`${stated.maghrib}° below the horizon`);
    else expect(maghribAfterSunset).toBe(0);
    if (typeof stated.isha === 'string') expect(minutes(day.times.isha - day.times.maghrib)).toBe(parseInt(stated.isha));
    else expect(day.applied.isha.why).toContain(`${stated.isha}° below the horizon`);
  });
  it('Morocco (19°/17° with the Habous minutes of precaution) reproduces the ministry\'s tables of the coast and the south within a minute, and of every city within 2 minutes but its farthest town', () => {
    const habous = timetableAccuracy().filter((row) => row.method === 'morocco');
    expect(habous.map((row) => row.city)).toEqual(['Rabat', 'Casablanca', 'Fès', 'Ksar es-Seghir', 'Assa', 'Bir Gandouz']);
    expect(habous.filter((row) => row.days >= 28).map((row) => row.city)).toEqual(['Rabat']);
    for (const row of habous.filter((each) => !['Fès', 'Bir Gandouz'].includes(each.city))) {
      for (const prayer of row.prayers) expect(prayer.withinOne, `${row.city} ${prayer.prayer}`).toBe(1);
    }
    const fes = habous.find((row) => row.city === 'Fès')!;
    for (const prayer of fes.prayers) expect(prayer.withinTwo, `Fès ${prayer.prayer}`).toBe(1);
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'isha'] as const) expect(fes.prayers.find((each) => each.prayer === prayer)!.withinOne, `Fès ${prayer}`).toBe(1);
    const withoutPrecaution = dayTimes(34.01325, -6.83255, 2026, 8, 14, choice('custom', { fajrAngle: 19, ishaAngle: 17 }));
    const morocco = dayTimes(34.01325, -6.83255, 2026, 8, 14, choice('morocco'));
    expect(Object.fromEntries((['sunrise', 'dhuhr', 'asr', 'maghrib'] as const).map((prayer) => [prayer, minutes(morocco.times[prayer] - withoutPrecaution.times[prayer])]))).toEqual({ sunrise: -3, dhuhr: 5, asr: 1, maghrib: 4 });
  });
  it('the Grande Mosquée de Paris (18°/16° in winter, seasonal angles from March to October) reproduces its own calendar within 2 minutes on every prayer of every day, where France\'s 12° is half an hour off', () => {
    const [paris] = timetableAccuracy().filter((row) => row.method === 'grande-mosquee-de-paris');
    expect(paris!.days).toBe(365);
    expect(paris!.outside).toEqual([]);
    for (const prayer of paris!.prayers) expect(prayer.withinTwo, prayer.prayer).toBe(1);
    for (const prayer of ['fajr', 'sunrise', 'dhuhr', 'maghrib'] as const) expect(paris!.prayers.find((each) => each.prayer === prayer)!.withinOne, prayer).toBe(1);
    const france = timetableAccuracy().find((row) => row.file === paris!.file && row.method === 'france')!;
    expect(france.prayers.find((each) => each.prayer === 'fajr')!.withinTwo).toBe(0);
    const winter = dayTimes(48.842208, 2.3540974, 2026, 1, 15, choice('grande-mosquee-de-paris'));
    const summer = dayTimes(48.842208, 2.3540974, 2026, 6, 20, choice('grande-mosquee-de-paris'));
    expect([winter.applied.fajr.why, winter.applied.isha.why]).toEqual([expect.stringContaining('18° below'), expect.stringContaining('16° below')]);
    expect([summer.applied.fajr.why, summer.applied.isha.why]).toEqual([expect.stringContaining('14.49° below'), expect.stringContaining('12.62° below')]);
  });
  it('Algeria (18°/17°, Maghrib 3 minutes after sunset, rounded up) reproduces the ministry\'s year for the centres of its three regions within a minute on every prayer of every day', () => {
    const marw = timetableAccuracy().filter((row) => row.method === 'algeria');
    expect(marw.map((row) => [row.city, row.days])).toEqual([['Algiers', 355], ['Djelfa', 355], ['Adrar', 355]]);
    for (const row of marw) {
      expect(row.outside, row.city).toEqual([]);
      for (const prayer of row.prayers) expect(prayer.withinOne, `${row.city} ${prayer.prayer}`).toBe(1);
    }
    const day = dayTimes(36.73225, 3.08746, 2026, 3, 20, choice('algeria'));
    expect(minutes(day.times.maghrib - day.times.sunset)).toBeGreaterThanOrEqual(2.5);
    expect(day.times.fajr % 60_000).toBe(0);
  });
  it('Diyanet abroad (Lörrach 47.6°N, Marche-en-Famenne 50.2°N, Espelkamp 52.4°N, not read when the rule was fitted, Husum 54.5°N, a year each): its rule at and above 44.5°N reproduces every prayer of every day within a minute', () => {
    const abroad = timetableAccuracy().filter((row) => row.method === 'diyanet' && row.latitude >= 44.5);
    expect(abroad.map((row) => [row.city, row.days, row.months])).toEqual([['Marche-en-Famenne', 397, 12], ['Lörrach', 365, 12], ['Husum', 365, 12], ['Espelkamp', 365, 12]]);
    for (const row of abroad) {
      expect(row.outside, row.city).toEqual([]);
      for (const prayer of row.prayers) expect(prayer.withinOne, `${row.city} ${prayer.prayer}`).toBe(1);
    }
  });
  it("Diyanet's rule abroad: Isha at 16° in winter, the night quotient in summer, its Turkish rule below 44.5°N and whenever a request chooses a rule or angles", () => {
    const husum = [54.4858, 9.05239] as const;
    const winter = dayTimes(...husum, 2027, 1, 15, choice('diyanet'));
    const sixteen = dayTimes(...husum, 2027, 1, 15, choice('custom', { fajrAngle: 18, ishaAngle: 16 }));
    expect(Math.abs(minutes(winter.times.isha - sixteen.times.isha))).toBeLessThanOrEqual(1);
    expect(winter.applied.isha).toMatchObject({ rule: 'diyanet-high-latitude' });
    const summer = dayTimes(...husum, 2027, 6, 21, choice('diyanet'));
    expect(summer.highLatitudeRule).toBe('diyanet-high-latitude');
    expect(summer.applied.fajr.why).toMatch(/this day by the year's night quotient/);
    // Diyanet prints 03:26 and 23:16 (CEST) for Husum on 21 June 2027: the 18° and 16° angles are not reached.
    expect(Math.abs(minutes(summer.times.fajr - Date.UTC(2027, 5, 21, 1, 26)))).toBeLessThanOrEqual(1);
    expect(Math.abs(minutes(summer.times.isha - Date.UTC(2027, 5, 21, 21, 16)))).toBeLessThanOrEqual(1);
    const chosen = dayTimes(...husum, 2027, 6, 21, choice('diyanet', { highLatitudeRule: 'middle-of-the-night' }));
    expect(chosen.highLatitudeRule).toBe('middle-of-the-night');
    expect(chosen.times.isha).not.toBe(summer.times.isha);
    const istanbul = dayTimes(41.01, 28.95, 2027, 6, 21, choice('diyanet'));
    expect(istanbul.applied.isha.why).toContain('17° below the horizon');
  });
  it('Russia (16°/15°) reproduces its Moscow month within a minute on every prayer of every day', () => {
    const moscow = timetableAccuracy().find((row) => row.file === 'moscow-russia.txt')!;
    expect(moscow.method).toBe('russia');
    expect(moscow.outside).toEqual([]);
    for (const prayer of moscow.prayers) expect(prayer.withinOne, prayer.prayer).toBe(1);
  });
});

describe('midnight', () => {
  const sunsetToSunrise = (day: ReturnType<typeof dayTimes>, next: ReturnType<typeof dayTimes>) => (day.times.sunset + next.times.sunrise) / 2;
  const sunsetToFajr = (day: ReturnType<typeof dayTimes>, next: ReturnType<typeof dayTimes>) => (day.times.sunset + next.times.fajr) / 2;
  it('is the middle of sunset to sunrise for the Sunni methods and of sunset to Fajr for jafari and tehran, either on request', () => {
    const at = (method: MethodId, more: Partial<MethodChoice> = {}) => [dayTimes(35.69, 51.39, 2026, 5, 10, choice(method, more)), dayTimes(35.69, 51.39, 2026, 5, 11, choice(method, more))] as const;
    for (const [method, convention] of [['mwl', sunsetToSunrise], ['jafari', sunsetToFajr], ['tehran', sunsetToFajr]] as const) {
      const [day, next] = at(method);
      expect(Math.abs(day.times.midnight - convention(day, next)), method).toBeLessThanOrEqual(30_000);
    }
    const [asked, askedNext] = at('mwl', { midnight: 'sunset-to-fajr' });
    expect(Math.abs(asked.times.midnight - sunsetToFajr(asked, askedNext))).toBeLessThanOrEqual(30_000);
    const [shia, shiaNext] = at('jafari', { midnight: 'sunset-to-sunrise' });
    expect(Math.abs(shia.times.midnight - sunsetToSunrise(shia, shiaNext))).toBeLessThanOrEqual(30_000);
  });
});

describe('country defaults', () => {
  it('give the Hanafi Asr in Pakistan, India, Bangladesh and Afghanistan, and the Shafi\'i elsewhere unless a table says otherwise', () => {
    for (const country of ['PK', 'IN', 'BD', 'AF']) expect(madhabOfCountry(country)).toBe('hanafi');
    for (const country of ['TR', 'SA', 'EG', 'MA', 'NO', 'ZZ']) expect(madhabOfCountry(country)).toBe('shafi');
    expect(madhabOfCountry(null)).toBe('shafi');
  });
  it('give each new national method its country', () => {
    expect(Object.fromEntries(['MA', 'DZ', 'TN', 'FR', 'RU', 'PT', 'JO'].map((country) => [country, methodOfCountry(country)]))).toEqual({ MA: 'morocco', DZ: 'algeria', TN: 'tunisia', FR: 'france', RU: 'russia', PT: 'portugal', JO: 'jordan' });
  });
  it('name a timetable only where one is measured, for that country\'s method', () => {
    const measured = timetableAccuracy().map((row) => `${row.file} ${row.method}`);
    for (const [country, entry] of Object.entries(COUNTRY_DEFAULTS)) {
      if (entry.table) expect(measured, country).toContain(`${entry.table} ${entry.method}`);
      expect(entry.source.length, country).toBeGreaterThan(20);
    }
  });
  it('say in the answer where no table of the authority is known, where ours differs from it, and where the request chose another Asr', () => {
    const byCountry = (method: MethodId) => ({ choice: choice(method), chosenBy: 'country' as const, madhabChosenBy: 'country' as const });
    expect(methodNote(byCountry('mwl'), 'NO')).toMatch(/No timetable of NO's authority is known here/);
    expect(methodNote(byCountry('morocco'), 'MA')).toMatch(/^The ministry computes each city's table for its own point and height/);
    expect(methodNote(byCountry('isna'), 'CA')).toMatch(/ISNA Canada's printed table is not ISNA's 15°/);
    expect(methodNote(byCountry('diyanet'), 'TR')).toBeUndefined();
    expect(methodNote({ choice: choice('karachi', { madhab: 'shafi' }), chosenBy: 'country', madhabChosenBy: 'request' }, 'PK')).toMatch(/Shafi'i Asr .* as asked; PK's timetables print the Hanafi Asr/);
  });
});

describe('the methods list', () => {
  const { methods } = methodsAnswer();
  it('has every method with parameters, aliases, authority, countries, sources and accuracy', () => {
    expect(methods.length).toBeGreaterThanOrEqual(22);
    for (const method of methods) {
      expect(method.sources.length, method.id).toBeGreaterThan(0);
      expect(method.countries, method.id).toEqual(countriesOfMethod(method.id));
      if (method.basis.endsWith('authority-tables')) expect(method.accuracy.length, method.id).toBeGreaterThan(0);
      if (method.basis === 'stated-not-compared') expect(method.accuracy, method.id).toEqual([]);
    }
    expect(methods.find((method) => method.id === 'diyanet')).toMatchObject({ aliases: ['13'], countries: ['TR'], parameters: { fajr_angle: 18, isha_angle: 17 } });
    expect(methods.find((method) => method.id === 'jafari')!.parameters).toMatchObject({ fajr_angle: 16, isha_angle: 14, maghrib_angle: 4, midnight: 'sunset-to-fajr' });
  });
});
