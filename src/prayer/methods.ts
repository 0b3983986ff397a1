/**
 * The calculation methods, each by a stable id: every method `adhan` ships, the national methods
 * AlAdhan numbers (Jafari, Gulf, France, Russia, Tunisia, Algeria, Morocco, Portugal, Jordan), the
 * methods of Malaysia (JAKIM) and Indonesia (Kemenag) and the Grande Mosquée de Paris's seasonal
 * angles (src/prayer/grande-mosquee-de-paris.ts) fitted to their own published tables, and `custom`. A method fixes the Fajr and Isha depression angles (or an Isha interval after Maghrib),
 * the minutes its authority adds to each time, how times are rounded and how midnight is reckoned.
 * Who each method's authority is, where its parameters come from and how far it is from the
 * authority's tables: src/prayer/method-catalog.ts.
 */
import { CalculationMethod, CalculationParameters, Rounding } from 'adhan';
import { grandeMosqueeAngles } from './grande-mosquee-de-paris';

export type MethodId =
  | 'mwl'
  | 'isna'
  | 'egyptian'
  | 'umm-al-qura'
  | 'karachi'
  | 'dubai'
  | 'moonsighting'
  | 'kuwait'
  | 'qatar'
  | 'singapore'
  | 'jakim'
  | 'kemenag'
  | 'tehran'
  | 'jafari'
  | 'gulf'
  | 'france'
  | 'grande-mosquee-de-paris'
  | 'russia'
  | 'tunisia'
  | 'algeria'
  | 'morocco'
  | 'portugal'
  | 'jordan'
  | 'diyanet'
  | 'custom';

/** How the middle of the night (and its last third) is reckoned: from sunset to sunrise, or to Fajr. */
export const MIDNIGHT_CONVENTIONS = ['sunset-to-sunrise', 'sunset-to-fajr'] as const;
export type MidnightConvention = (typeof MIDNIGHT_CONVENTIONS)[number];

export interface MethodInfo {
  id: MethodId;
  name: string;
  authority: string;
  /** AlAdhan's number for the same method (its `method=` parameter), accepted as an alias; null when AlAdhan has none. */
  aladhan: number | null;
  /** adhan's name for the parameters this method starts from. */
  adhan: keyof typeof CalculationMethod;
  /** The method's own midnight: Shia methods count the night from sunset to Fajr. */
  midnight: MidnightConvention;
  params: () => CalculationParameters;
  /** Fajr and Isha angles that change with the date (adhan's local date), over `params`' own. */
  seasonalAngles?: (date: Date) => { fajr: number; isha: number };
  /** The high-latitude rule `recommended` stands for with this method, where its authority says one (else adhan's by latitude). */
  recommendedHighLatitudeRule?: 'middle-of-the-night';
}

const fromAdhan = (name: keyof typeof CalculationMethod) => () => CalculationMethod[name]();

/**
 * Angles (and an interval, minutes and a Maghrib angle) on adhan's neutral parameters. adhan counts
 * an Isha interval from sunset: a method whose Isha is N minutes after a Maghrib M minutes after
 * sunset adds M minutes to Isha too.
 */
function angles(fajrAngle: number, isha: { angle: number } | { interval: number }, extra: { maghribAngle?: number; adjustments?: Partial<CalculationParameters['methodAdjustments']>; rounding?: CalculationParameters['rounding'] } = {}): () => CalculationParameters {
  return () => {
    const params = CalculationMethod.Other();
    params.fajrAngle = fajrAngle;
    if ('angle' in isha) params.ishaAngle = isha.angle;
    else params.ishaInterval = isha.interval;
    if (extra.maghribAngle !== undefined) params.maghribAngle = extra.maghribAngle;
    params.methodAdjustments = { ...params.methodAdjustments, ...extra.adjustments };
    if (extra.rounding) params.rounding = extra.rounding;
    return params;
  };
}

/**
 * JAKIM and Kemenag compute on 20°/18° as MUIS does, rounded up, with minutes of precaution (ihtiyat);
 * JAKIM moved Fajr to 18° (its 2019 decision: its every-day 2026 e-solat table is 8-9 minutes later
 * than 20° gives), and Kemenag puts Maghrib at 1° below the horizon (data/prayer/timetables).
 */
function twentyEighteen(angles: { fajrAngle?: number; maghribAngle?: number }, adjustments: Partial<CalculationParameters['methodAdjustments']>): () => CalculationParameters {
  return () => {
    const params = CalculationMethod.Singapore();
    if (angles.fajrAngle !== undefined) params.fajrAngle = angles.fajrAngle;
    if (angles.maghribAngle !== undefined) params.maghribAngle = angles.maghribAngle;
    params.methodAdjustments = { ...params.methodAdjustments, dhuhr: 0, ...adjustments };
    params.rounding = Rounding.Up;
    return params;
  };
}

/**
 * adhan's Egyptian parameters add a minute to Dhuhr; the Authority's own Cairo month (September 2025,
 * data/prayer/timetables/cairo-egypt.txt) prints Dhuhr at the transit, a minute earlier every day.
 */
function egyptianSurvey(): CalculationParameters {
  const params = CalculationMethod.Egyptian();
  params.methodAdjustments = { ...params.methodAdjustments, dhuhr: 0 };
  return params;
}

export const METHODS: readonly MethodInfo[] = [
  { id: 'mwl', aladhan: 3, name: 'Muslim World League', authority: 'Muslim World League (Fajr 18°, Isha 17°)', adhan: 'MuslimWorldLeague', midnight: 'sunset-to-sunrise', params: fromAdhan('MuslimWorldLeague') },
  { id: 'isna', aladhan: 2, name: 'Islamic Society of North America', authority: 'ISNA (Fajr 15°, Isha 15°)', adhan: 'NorthAmerica', midnight: 'sunset-to-sunrise', params: fromAdhan('NorthAmerica') },
  { id: 'egyptian', aladhan: 5, name: 'Egyptian General Authority of Survey', authority: 'Egyptian General Authority of Survey (Fajr 19.5°, Isha 17.5°, Dhuhr at the transit)', adhan: 'Egyptian', midnight: 'sunset-to-sunrise', params: egyptianSurvey },
  { id: 'umm-al-qura', aladhan: 4, name: 'Umm al-Qura University, Makkah', authority: 'Umm al-Qura (Fajr 18.5°, Isha 90 minutes after Maghrib, 120 in Ramadan)', adhan: 'UmmAlQura', midnight: 'sunset-to-sunrise', params: fromAdhan('UmmAlQura') },
  { id: 'karachi', aladhan: 1, name: 'University of Islamic Sciences, Karachi', authority: 'Karachi (Fajr 18°, Isha 18°)', adhan: 'Karachi', midnight: 'sunset-to-sunrise', params: fromAdhan('Karachi') },
  { id: 'dubai', aladhan: 16, name: 'Dubai (UAE Awqaf)', authority: 'General Authority of Islamic Affairs and Endowments, UAE (Fajr 18.2°, Isha 18.2°)', adhan: 'Dubai', midnight: 'sunset-to-sunrise', params: fromAdhan('Dubai') },
  { id: 'moonsighting', aladhan: 15, name: 'Moonsighting Committee Worldwide', authority: 'Moonsighting Committee (Fajr 18°, Isha 18°, seasonal adjustment; one seventh of the night above 55°)', adhan: 'MoonsightingCommittee', midnight: 'sunset-to-sunrise', params: fromAdhan('MoonsightingCommittee') },
  { id: 'kuwait', aladhan: 9, name: 'Kuwait', authority: 'Ministry of Awqaf, Kuwait (Fajr 18°, Isha 17.5°)', adhan: 'Kuwait', midnight: 'sunset-to-sunrise', params: fromAdhan('Kuwait') },
  { id: 'qatar', aladhan: 10, name: 'Qatar', authority: 'Ministry of Awqaf, Qatar (Fajr 18°, Isha 90 minutes after Maghrib)', adhan: 'Qatar', midnight: 'sunset-to-sunrise', params: fromAdhan('Qatar') },
  { id: 'singapore', aladhan: 11, name: 'Majlis Ugama Islam Singapura', authority: 'MUIS (Fajr 20°, Isha 18°, rounded up)', adhan: 'Singapore', midnight: 'sunset-to-sunrise', params: fromAdhan('Singapore') },
  { id: 'jakim', aladhan: 17, name: 'Jabatan Kemajuan Islam Malaysia', authority: 'JAKIM (Fajr 18°, Isha 18°, rounded up)', adhan: 'Singapore', midnight: 'sunset-to-sunrise', params: twentyEighteen({ fajrAngle: 18 }, { sunrise: -1, dhuhr: 1 }) },
  { id: 'kemenag', aladhan: 20, name: 'Kementerian Agama Republik Indonesia', authority: 'Kemenag (Fajr 20°, Isha 18°, Maghrib 1° below the horizon, 2 minutes of ihtiyat, rounded up)', adhan: 'Singapore', midnight: 'sunset-to-sunrise', params: twentyEighteen({ maghribAngle: 1 }, { fajr: 2, sunrise: -4, dhuhr: 3, asr: 2, maghrib: 2, isha: 2 }) },
  { id: 'tehran', aladhan: 7, name: 'Institute of Geophysics, University of Tehran', authority: 'Tehran (Fajr 17.7°, Isha 14°, Maghrib 4.5°; midnight from sunset to Fajr)', adhan: 'Tehran', midnight: 'sunset-to-fajr', params: fromAdhan('Tehran') },
  { id: 'jafari', aladhan: 0, name: 'Shia Ithna-Ashari, Leva Institute, Qum', authority: 'Shia Ithna-Ashari (Jafari), Leva Institute, Qum (Fajr 16°, Isha 14°, Maghrib 4°; midnight from sunset to Fajr)', adhan: 'Other', midnight: 'sunset-to-fajr', params: angles(16, { angle: 14 }, { maghribAngle: 4 }) },
  { id: 'gulf', aladhan: 8, name: 'Gulf Region', authority: 'Gulf Region (Fajr 19.5°, Isha 90 minutes after Maghrib)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(19.5, { interval: 90 }) },
  { id: 'france', aladhan: 12, name: 'Union des Organisations Islamiques de France', authority: 'UOIF, now Musulmans de France (Fajr 12°, Isha 12°)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(12, { angle: 12 }) },
  { id: 'grande-mosquee-de-paris', aladhan: null, name: 'Grande Mosquée de Paris', authority: "Grande Mosquée de Paris (Fajr 18°, Isha 16° from November to February; from March to October seasonal angles down to 14.49° and 12.62° at the solstice; Dhuhr 1 and Maghrib 3 minutes after the transit and sunset: fitted to its own calendar)", adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(18, { angle: 16 }, { adjustments: { dhuhr: 1, maghrib: 3 } }),
    // Its seasonal angles are its own answer to short summer nights: only the middle of the night limits them.
    seasonalAngles: grandeMosqueeAngles, recommendedHighLatitudeRule: 'middle-of-the-night' },
  { id: 'russia', aladhan: 14, name: 'Spiritual Administration of Muslims of Russia', authority: 'Spiritual Administration of Muslims of the Russian Federation (Fajr 16°, Isha 15°)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(16, { angle: 15 }) },
  { id: 'tunisia', aladhan: 18, name: 'Tunisia', authority: 'Ministry of Religious Affairs, Tunisia (Fajr 18°, Isha 18°)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(18, { angle: 18 }) },
  { id: 'algeria', aladhan: 19, name: 'Algeria', authority: 'Ministry of Religious Affairs and Endowments, Algeria (Fajr 18°, Isha 17°, Maghrib 3 minutes after sunset, every time rounded up: confirmed and fitted by its calendar for 1442)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(18, { angle: 17 }, { adjustments: { maghrib: 3 }, rounding: Rounding.Up }) },
  { id: 'morocco', aladhan: 21, name: 'Morocco', authority: 'Ministry of Habous and Islamic Affairs, Morocco (Fajr 19°, Isha 17°; sunrise 3 minutes earlier, Dhuhr 5, Asr 1 and Maghrib 4 minutes later: its minutes of precaution, fitted to its tables)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(19, { angle: 17 }, { adjustments: { sunrise: -3, dhuhr: 5, asr: 1, maghrib: 4 } }) },
  { id: 'portugal', aladhan: 22, name: 'Comunidade Islâmica de Lisboa', authority: 'Comunidade Islâmica de Lisboa (Fajr 18°, Maghrib 3 minutes after sunset, Isha 77 minutes after Maghrib)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(18, { interval: 77 }, { adjustments: { maghrib: 3, isha: 3 } }) },
  { id: 'jordan', aladhan: 23, name: 'Jordan', authority: 'Ministry of Awqaf, Islamic Affairs and Holy Places, Jordan (Fajr 18°, Maghrib 5 minutes after sunset, Isha 18°)', adhan: 'Other', midnight: 'sunset-to-sunrise', params: angles(18, { angle: 18 }, { adjustments: { maghrib: 5 } }) },
  { id: 'diyanet', aladhan: 13, name: 'Diyanet İşleri Başkanlığı', authority: 'Presidency of Religious Affairs, Türkiye (Fajr 18°, Isha 17°, temkin minutes; from 44.5°N to 60°N its rule abroad: Isha 16°, a night quotient in summer, the declination at 0h UT, fitted to its yearly tables)', adhan: 'Turkey', midnight: 'sunset-to-sunrise', params: fromAdhan('Turkey') },
  { id: 'custom', aladhan: 99, name: 'Custom angles', authority: 'the angles given in the request', adhan: 'Other', midnight: 'sunset-to-sunrise', params: fromAdhan('Other') },
];

export const METHOD_IDS: readonly MethodId[] = METHODS.map((method) => method.id);

const byId = new Map(METHODS.map((method) => [method.id, method]));
export const methodInfo = (id: MethodId): MethodInfo => byId.get(id)!;

const byAladhan = new Map(METHODS.filter((method) => method.aladhan !== null).map((method) => [String(method.aladhan), method.id]));
/** A method by its id, or by AlAdhan's number for it (`13` is `diyanet`); undefined for anything else. */
export const methodByName = (text: string): MethodId | undefined => (byId.has(text as MethodId) ? (text as MethodId) : byAladhan.get(text));
