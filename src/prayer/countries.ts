/**
 * What each country's own authority uses: its method, its Asr (madhab) and what its timetables do
 * at high latitudes, and which of its published tables our times were measured against
 * (data/prayer/timetables, the measurement on /docs/prayer-times). A country not listed gets the
 * Muslim World League's angles and the Shafi'i Asr, the most widely used elsewhere, and the answer
 * says that no table of its authority is known. The country of coordinates is read from their time
 * zone (`countries-and-timezones`, from the IANA tz database's zone.tab): the first country a zone
 * names is its principal one (Asia/Riyadh: SA; Europe/London: GB).
 */
import { getTimezone } from 'countries-and-timezones';
import type { MethodId } from './methods';
import type { MadhabId } from './times';

export const DEFAULT_METHOD: MethodId = 'mwl';
export const DEFAULT_MADHAB: MadhabId = 'shafi';

export interface CountryDefault {
  method: MethodId;
  madhab: MadhabId;
  /** The timetable of the country's authority our times were measured against (a file of data/prayer/timetables), or null when none is known here. */
  table: string | null;
  /** Where the method and the madhab come from. */
  source: string;
  /** Where we know the authority's tables to differ from the method, or what is not modelled: said in every answer for the country. */
  note?: string;
}

const HANAFI_SOUTH_ASIA = "the Hanafi Asr (shadow twice its length) that the country's printed timetables give, as the Hanafi school followed by most of its Muslims holds; the angles of the University of Islamic Sciences, Karachi";

/** ISO 3166-1 alpha-2 → the authority's method and madhab; documented on /docs/prayer-times. */
export const COUNTRY_DEFAULTS: Readonly<Record<string, CountryDefault>> = {
  SA: { method: 'umm-al-qura', madhab: 'shafi', table: 'Makkah-UmmAlQura.json', source: 'the Umm al-Qura calendar (ummulqura.org.sa), its Makkah times measured' },
  YE: { method: 'umm-al-qura', madhab: 'shafi', table: null, source: 'the Umm al-Qura calendar, as used across the Arabian Peninsula' },
  TR: { method: 'diyanet', madhab: 'shafi', table: 'Ankara-Turkey.json', source: "Diyanet's published calendar for Ankara (its Asr is the first one, shadow once its length), measured" },
  MY: { method: 'jakim', madhab: 'shafi', table: 'Melaka-JAKIM.json', source: "JAKIM's e-solat table for Melaka, every day of 2026, measured" },
  BN: { method: 'singapore', madhab: 'shafi', table: null, source: "MUIS's 20°/18°, which Brunei's Ministry of Religious Affairs also uses (its table not compared here)" },
  SG: { method: 'singapore', madhab: 'shafi', table: 'Singapore-Singapore.json', source: "MUIS's table, every day of 2020, measured" },
  ID: { method: 'kemenag', madhab: 'shafi', table: 'Jakarta-Indonesia.json', source: "Kemenag's table for Jakarta, every day of 2026, measured" },
  US: { method: 'isna', madhab: 'shafi', table: null, source: "ISNA's 15°/15°; no national authority prints a table for the United States" },
  CA: { method: 'isna', madhab: 'shafi', table: 'mississauga-isna.txt', source: "ISNA Canada's Ramadan 1446 table for Mississauga, measured", note: "ISNA Canada's printed table is not ISNA's 15°: its Fajr is 11-14 minutes earlier (near 17.5°, method=custom&fajr_angle=17.5&isha_angle=15 comes within 3 minutes), its Dhuhr 3-4 and its Maghrib 3 minutes later (adjustments=dhuhr:4,maghrib:3)" },
  EG: { method: 'egyptian', madhab: 'shafi', table: 'cairo-egypt.txt', source: "the Egyptian General Authority of Survey's month for Cairo, measured" },
  SD: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles, widely used in the Nile valley" },
  LY: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles" },
  SY: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles" },
  LB: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles" },
  PS: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles" },
  IQ: { method: 'egyptian', madhab: 'shafi', table: null, source: "the Egyptian General Authority of Survey's angles" },
  JO: { method: 'jordan', madhab: 'shafi', table: null, source: "the Jordanian Ministry of Awqaf's 18°/18° with Maghrib 5 minutes after sunset, as AlAdhan's method 23 states it" },
  PK: { method: 'karachi', madhab: 'hanafi', table: null, source: HANAFI_SOUTH_ASIA },
  IN: { method: 'karachi', madhab: 'hanafi', table: null, source: HANAFI_SOUTH_ASIA },
  BD: { method: 'karachi', madhab: 'hanafi', table: null, source: HANAFI_SOUTH_ASIA },
  AF: { method: 'karachi', madhab: 'hanafi', table: null, source: HANAFI_SOUTH_ASIA },
  KW: { method: 'kuwait', madhab: 'shafi', table: 'Kuwait City-Kuwait.json', source: "the Kuwaiti Ministry of Awqaf's times for Kuwait City, measured" },
  QA: { method: 'qatar', madhab: 'shafi', table: 'Doha-Qatar.json', source: "the Qatari Ministry of Awqaf's times for Doha, measured" },
  AE: { method: 'dubai', madhab: 'shafi', table: 'Dubai-Gulf.json', source: "the UAE General Authority of Islamic Affairs and Endowments' times for Dubai, measured" },
  IR: { method: 'tehran', madhab: 'shafi', table: 'Tehran-Tehran.json', source: "the Institute of Geophysics' rule, measured against praytimes.org's computation of it (not a table of the Institute's own)", note: "Asr in Jafari practice is the Shafi'i shadow-once time; the table compared is praytimes.org's computation of the Institute's rule, not one the Institute printed" },
  GB: { method: 'moonsighting', madhab: 'shafi', table: 'London-MoonsightingCommittee.json', source: "the Moonsighting Committee's times for London, measured", note: "many British mosques print the London Unified Prayer Timetable, which follows no angle (its Fajr and Isha are up to an hour from any angle's)" },
  MA: { method: 'morocco', madhab: 'shafi', table: 'habous-rabat-1448-03.html', source: "the Ministry of Habous and Islamic Affairs' tables (habous.gov.ma) for Rabat, Casablanca, Fès, Ksar es-Seghir, Assa and Bir Gandouz: 19°/17° with its minutes of precaution (sunrise −3, Dhuhr +5, Asr +1, Maghrib +4), fitted and measured", note: "the ministry computes each city's table for its own point and height: inland and high towns (Fès) print sunrise up to 2 minutes earlier and Maghrib up to 2 minutes later than these times, and its point for a distant town may lie elsewhere (Bir Gandouz: every prayer 1-3 minutes earlier)" },
  DZ: { method: 'algeria', madhab: 'shafi', table: 'marw-alger-1442.csv', source: "the Algerian Ministry of Religious Affairs' calendar for 1442 AH (marw.dz), its tables for Algiers, Djelfa and Adrar, every day: 18°/17°, Maghrib 3 minutes after sunset, rounded up, measured" },
  TN: { method: 'tunisia', madhab: 'shafi', table: null, source: "the Tunisian Ministry of Religious Affairs' 18°/18°, as AlAdhan's method 18 states it" },
  FR: { method: 'france', madhab: 'shafi', table: 'mawaqit-grande-mosquee-de-paris-2022.json', source: "the UOIF's 12°/12°, as AlAdhan's method 12 states it; the Grande Mosquée de Paris's own calendar for 2022 measured against it", note: "French mosques print several conventions (12°, 15° and 18° are all in use); the Grande Mosquée de Paris's own calendar is not 12°: its Fajr is 26-38 minutes earlier and its Isha 7-26 minutes later (18°/16° from November to February, seasonal angles from March to October): method=grande-mosquee-de-paris reproduces it within 2 minutes on every day" },
  RU: { method: 'russia', madhab: 'shafi', table: 'moscow-russia.txt', source: "the Spiritual Administration of Muslims of Russia's 16°/15°, measured against a month of Moscow times computed by its rule", note: "the Spiritual Administration of Muslims of Tatarstan prints 18°/15° with the Hanafi Asr, sunrise − 120 minutes and Maghrib + 90 minutes in the white nights, and a fixed 12:00 Zuhr (data/prayer/timetables/kazan-dumrt.csv)" },
  PT: { method: 'portugal', madhab: 'shafi', table: null, source: "the Comunidade Islâmica de Lisboa's 18°, Maghrib + 3 minutes and Isha 77 minutes after it, as AlAdhan's method 22 states it" },
};

export const methodOfCountry = (country: string | null): MethodId => (country && COUNTRY_DEFAULTS[country]?.method) || DEFAULT_METHOD;
export const madhabOfCountry = (country: string | null): MadhabId => (country && COUNTRY_DEFAULTS[country]?.madhab) || DEFAULT_MADHAB;
export const countryDefault = (country: string | null): CountryDefault | undefined => (country ? COUNTRY_DEFAULTS[country] : undefined);

/** The countries whose default is a method, for the methods list. */
export const countriesOfMethod = (method: MethodId): string[] => Object.entries(COUNTRY_DEFAULTS).filter(([, entry]) => entry.method === method).map(([country]) => country);

/** The principal country of an IANA zone, or null for a zone of no country (Etc/GMT+10 at sea). */
export function countryOfZone(zone: string): string | null {
  return getTimezone(zone)?.countries[0] ?? null;
}
