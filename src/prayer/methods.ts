/**
 * The calculation methods, each by a stable id: every method `adhan` ships, the two national
 * methods of Malaysia (JAKIM) and Indonesia (Kemenag) fitted to their own published tables, and
 * `custom`. A method fixes the Fajr and Isha depression angles (or an Isha interval after Maghrib),
 * the minutes its authority adds to each time, and how times are rounded.
 */
import { CalculationMethod, CalculationParameters, Rounding } from 'adhan';

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
  | 'diyanet'
  | 'custom';

export interface MethodInfo {
  id: MethodId;
  name: string;
  authority: string;
  /** adhan's name for the parameters this method starts from. */
  adhan: keyof typeof CalculationMethod;
  params: () => CalculationParameters;
}

const fromAdhan = (name: keyof typeof CalculationMethod) => () => CalculationMethod[name]();

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
  { id: 'mwl', name: 'Muslim World League', authority: 'Muslim World League (Fajr 18°, Isha 17°)', adhan: 'MuslimWorldLeague', params: fromAdhan('MuslimWorldLeague') },
  { id: 'isna', name: 'Islamic Society of North America', authority: 'ISNA (Fajr 15°, Isha 15°)', adhan: 'NorthAmerica', params: fromAdhan('NorthAmerica') },
  { id: 'egyptian', name: 'Egyptian General Authority of Survey', authority: 'Egyptian General Authority of Survey (Fajr 19.5°, Isha 17.5°, Dhuhr at the transit)', adhan: 'Egyptian', params: egyptianSurvey },
  { id: 'umm-al-qura', name: 'Umm al-Qura University, Makkah', authority: 'Umm al-Qura (Fajr 18.5°, Isha 90 minutes after Maghrib)', adhan: 'UmmAlQura', params: fromAdhan('UmmAlQura') },
  { id: 'karachi', name: 'University of Islamic Sciences, Karachi', authority: 'Karachi (Fajr 18°, Isha 18°)', adhan: 'Karachi', params: fromAdhan('Karachi') },
  { id: 'dubai', name: 'Dubai (UAE Awqaf)', authority: 'General Authority of Islamic Affairs and Endowments, UAE (Fajr 18.2°, Isha 18.2°)', adhan: 'Dubai', params: fromAdhan('Dubai') },
  { id: 'moonsighting', name: 'Moonsighting Committee Worldwide', authority: 'Moonsighting Committee (Fajr 18°, Isha 18°, seasonal adjustment; one seventh of the night above 55°)', adhan: 'MoonsightingCommittee', params: fromAdhan('MoonsightingCommittee') },
  { id: 'kuwait', name: 'Kuwait', authority: 'Ministry of Awqaf, Kuwait (Fajr 18°, Isha 17.5°)', adhan: 'Kuwait', params: fromAdhan('Kuwait') },
  { id: 'qatar', name: 'Qatar', authority: 'Ministry of Awqaf, Qatar (Fajr 18°, Isha 90 minutes after Maghrib)', adhan: 'Qatar', params: fromAdhan('Qatar') },
  { id: 'singapore', name: 'Majlis Ugama Islam Singapura', authority: 'MUIS (Fajr 20°, Isha 18°, rounded up)', adhan: 'Singapore', params: fromAdhan('Singapore') },
  { id: 'jakim', name: 'Jabatan Kemajuan Islam Malaysia', authority: 'JAKIM (Fajr 18°, Isha 18°, rounded up)', adhan: 'Singapore', params: twentyEighteen({ fajrAngle: 18 }, { sunrise: -1, dhuhr: 1 }) },
  { id: 'kemenag', name: 'Kementerian Agama Republik Indonesia', authority: 'Kemenag (Fajr 20°, Isha 18°, Maghrib 1° below the horizon, 2 minutes of ihtiyat, rounded up)', adhan: 'Singapore', params: twentyEighteen({ maghribAngle: 1 }, { fajr: 2, sunrise: -4, dhuhr: 3, asr: 2, maghrib: 2, isha: 2 }) },
  { id: 'tehran', name: 'Institute of Geophysics, University of Tehran', authority: 'Tehran (Fajr 17.7°, Isha 14°, Maghrib 4.5°)', adhan: 'Tehran', params: fromAdhan('Tehran') },
  { id: 'diyanet', name: 'Diyanet İşleri Başkanlığı', authority: 'Presidency of Religious Affairs, Türkiye (Fajr 18°, Isha 17°, temkin minutes)', adhan: 'Turkey', params: fromAdhan('Turkey') },
  { id: 'custom', name: 'Custom angles', authority: 'the angles given in the request', adhan: 'Other', params: fromAdhan('Other') },
];

export const METHOD_IDS: readonly MethodId[] = METHODS.map((method) => method.id);

const byId = new Map(METHODS.map((method) => [method.id, method]));
export const methodInfo = (id: MethodId): MethodInfo => byId.get(id)!;
