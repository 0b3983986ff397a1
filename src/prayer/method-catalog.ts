/**
 * `GET /v1/prayer-times/methods`: every method with its parameters, its aliases (AlAdhan's number),
 * its authority, the countries whose default it is, where its parameters come from and how far it
 * is from the authority's published tables (src/prayer/accuracy.ts, the same measurement the
 * accuracy test asserts and /docs/prayer-times prints).
 */
import { CalculationParameters } from 'adhan';
import timetables from '../../data/prayer/timetables/sources.json' with { type: 'json' };
import { timetableAccuracy } from './accuracy';
import { countriesOfMethod, DEFAULT_MADHAB, DEFAULT_METHOD } from './countries';
import { METHODS, type MethodId } from './methods';

/** Where a method's parameters come from. */
interface MethodSource {
  kind: 'authority-table' | 'library' | 'method-list';
  title: string;
  url: string;
  /** A commit or version that pins what was read, and when it was read. */
  pinned: string;
  read: string;
}

const ADHAN: MethodSource = { kind: 'library', title: "adhan-js's CalculationMethod (the authority's angles and minutes as adhan's authors state them)", url: 'https://github.com/batoulapps/adhan-js', pinned: 'adhan 4.4.6', read: '2026-11-26' };
const ALADHAN: MethodSource = {
  kind: 'method-list',
  title: "AlAdhan's method list (its method numbers and each method's parameters), islamic-network/prayer-times src/PrayerTimes/Method.php",
  url: 'https://github.com/islamic-network/prayer-times/blob/53f1a272429befbd5d82554e236aaf9592d7fc90/src/PrayerTimes/Method.php',
  pinned: 'commit 53f1a272429befbd5d82554e236aaf9592d7fc90',
  read: '2026-12-01',
};

/**
 * How a method's parameters are known: from its authority's own tables (fitted to them, or
 * confirmed by them), as a method list states them but differing from the only table compared
 * (ISNA and ISNA Canada's; Jafari and the London table of Grand Ayatollah Sistani's office, the
 * only Shia authority's table found; France's UOIF 12° and the Grande Mosquée de Paris's calendar),
 * or as a method list states them, with no table of the authority compared.
 */
type Basis = 'fitted-to-authority-tables' | 'confirmed-by-authority-tables' | 'differs-from-authority-tables' | 'stated-not-compared' | 'request';

const BASIS: Record<MethodId, Basis> = {
  mwl: 'stated-not-compared',
  isna: 'differs-from-authority-tables',
  egyptian: 'fitted-to-authority-tables',
  'umm-al-qura': 'confirmed-by-authority-tables',
  karachi: 'stated-not-compared',
  dubai: 'confirmed-by-authority-tables',
  moonsighting: 'confirmed-by-authority-tables',
  kuwait: 'confirmed-by-authority-tables',
  qatar: 'confirmed-by-authority-tables',
  singapore: 'confirmed-by-authority-tables',
  jakim: 'fitted-to-authority-tables',
  kemenag: 'fitted-to-authority-tables',
  tehran: 'confirmed-by-authority-tables',
  jafari: 'differs-from-authority-tables',
  gulf: 'stated-not-compared',
  france: 'differs-from-authority-tables',
  'grande-mosquee-de-paris': 'fitted-to-authority-tables',
  russia: 'confirmed-by-authority-tables',
  tunisia: 'stated-not-compared',
  algeria: 'fitted-to-authority-tables',
  morocco: 'fitted-to-authority-tables',
  portugal: 'stated-not-compared',
  jordan: 'stated-not-compared',
  diyanet: 'fitted-to-authority-tables',
  custom: 'request',
};

const percent = (share: number) => Math.round(share * 1000) / 10;

function accuracyRows(method: MethodId) {
  return timetableAccuracy()
    .filter((row) => row.method === method)
    .map((row) => ({
      timetable: row.file,
      city: row.city,
      publisher: row.publisher,
      first: row.first,
      last: row.last,
      days: row.days,
      tolerance_minutes: row.tolerance,
      prayers: Object.fromEntries(row.prayers.map((prayer) => [prayer.prayer, { mean_minutes: Math.round(prayer.mean * 100) / 100, largest_minutes: prayer.largest, within_1_min_percent: percent(prayer.withinOne), within_2_min_percent: percent(prayer.withinTwo) }])),
      ...(row.differs.length ? { differs: row.differs, differs_because: row.differsBecause } : {}),
    }));
}

function parametersOf(params: CalculationParameters) {
  return {
    fajr_angle: params.fajrAngle || null,
    isha_angle: params.ishaInterval > 0 || !params.ishaAngle ? null : params.ishaAngle,
    isha_interval: params.ishaInterval > 0 ? params.ishaInterval : null,
    maghrib_angle: params.maghribAngle || null,
    method_adjustments: { ...params.methodAdjustments },
    rounding: params.rounding,
  };
}

let answer: ReturnType<typeof build> | undefined;

function build() {
  return {
    default_method: DEFAULT_METHOD,
    default_madhab: DEFAULT_MADHAB,
    note: "method= takes a method's id or its AlAdhan number (aliases). basis says how its parameters are known: fitted to or confirmed by the authority's own published tables (accuracy gives the measurement), or stated by a method list with no table of the authority compared. Country defaults, with madhab and sources: /docs/prayer-times/#countries.",
    methods: METHODS.map((method) => {
      const accuracy = accuracyRows(method.id);
      const basis = BASIS[method.id];
      return {
        id: method.id,
        name: method.name,
        authority: method.authority,
        aliases: method.aladhan === null ? [] : [String(method.aladhan)],
        aladhan_method: method.aladhan,
        parameters: { ...parametersOf(method.params()), midnight: method.midnight, ...(method.id === 'umm-al-qura' ? { isha_interval_ramadan: 120 } : {}) },
        countries: countriesOfMethod(method.id),
        basis,
        sources: [...(method.adhan === 'Other' ? [ALADHAN] : [ADHAN, ALADHAN]), ...accuracy.map((row) => ({ kind: 'authority-table', title: `${row.publisher}: ${row.city}, ${row.first} to ${row.last}`, url: `data/prayer/timetables/${row.timetable}`, pinned: 'sha256 in data/prayer/timetables/sources.json', read: timetables.read }))],
        accuracy,
      };
    }),
  };
}

export function methodsAnswer() {
  return (answer ??= build());
}
