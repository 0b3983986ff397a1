/**
 * `GET /v1/hijri/calendars`: what each calendar is, who keeps it, where it is followed, how its
 * months begin, its range, and where its data comes from.
 */
import { CALENDAR_IDS, DIYANET_TABLE_LAST_INDEX, hijriCalendar, NEO_MABIMS_FROM, rangeText, type Basis, type CalendarId } from './calendars';
import {
  BANDA_ACEH,
  FCNA_MIN_ALTITUDE,
  FCNA_MIN_ELONGATION,
  ISTANBUL_MIN_ALTITUDE,
  ISTANBUL_MIN_ELONGATION,
  MABIMS_MIN_ALTITUDE,
  MABIMS_MIN_ELONGATION,
  MABIMS_OLD_MIN_AGE_HOURS,
  MABIMS_OLD_MIN_ALTITUDE,
  MABIMS_OLD_MIN_ELONGATION,
} from './criteria';
import { TABLE_SOURCE } from './ummalqura-table';
import { formatIsoDate } from './gregorian';
import { dayNumberToGregorian } from './gregorian';

export interface CalendarDescription {
  id: CalendarId;
  name: string;
  authority: string;
  countries: string[];
  criterion: string;
  /** The bases its months can have. */
  bases: Basis[];
  range: { hijri_first: string; hijri_last: string; gregorian_first: string; gregorian_last: string };
  source: string;
  licence: string;
}

const ASTRONOMY = 'astronomy-engine 2.1.19 (npm, MIT)';
const DIYANET_TABLE_END = `${1343 + Math.floor((DIYANET_TABLE_LAST_INDEX - 1) / 12)}-${String(((DIYANET_TABLE_LAST_INDEX - 1) % 12) + 1).padStart(2, '0')}`;

const DESCRIPTIONS: Record<CalendarId, Omit<CalendarDescription, 'id' | 'range'>> = {
  'umm-al-qura': {
    name: 'Umm al-Qura',
    authority: 'King Abdulaziz City for Science and Technology (KACST), Saudi Arabia',
    countries: ['Saudi Arabia (civil calendar)'],
    criterion:
      'Published table. Since 1423 AH a month begins on the day after the 29th when the conjunction is before sunset at Mecca and the Moon sets after the Sun there; earlier years followed earlier rules. The table is the one the hijridate project built from the Umm al-Qura newspaper, the KFUPM calendar, the printed Umm al-Qura books and the KACST website.',
    bases: ['table'],
    source: `${TABLE_SOURCE.upstream}, copied from ${TABLE_SOURCE.package} ${TABLE_SOURCE.version}`,
    licence: 'MIT (hijridate)',
  },
  'islamic-civil': {
    name: 'Islamic civil (tabular)',
    authority: 'None: the arithmetical calendar, as ICU computes it',
    countries: [],
    criterion: 'Arithmetic: 30-year cycles with leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29; months of 30 and 29 days alternating; epoch Friday 0622-07-19 (proleptic Gregorian).',
    bases: ['computed'],
    source: 'The rule itself (ICU islamic-civil)',
    licence: 'Not applicable',
  },
  'saudi-announced': {
    name: 'Saudi Arabia, as announced',
    authority: 'Supreme Court of Saudi Arabia (formerly the High Judiciary Council), from crescent sightings',
    countries: ['Saudi Arabia (religious dates)'],
    criterion:
      'Umm al-Qura, except the month starts the Supreme Court announced differently after a reported sighting or none (basis announced). Only announcements that differ from Umm al-Qura are listed; the rest of the calendar is the Umm al-Qura table.',
    bases: ['table', 'announced'],
    source:
      'Announced dates from islamic-network/calendar src/Helpers/Calendar.php (commit 8b102b1), each checked against a second source (data/hijri-announced.json); one entry dropped (27-11-2011 given as 1 Ramadan 1433).',
    licence: 'Apache-2.0 (islamic-network/calendar data); MIT (hijridate table)',
  },
  diyanet: {
    name: 'Diyanet (Turkey)',
    authority: 'Presidency of Religious Affairs of Türkiye (Diyanet İşleri Başkanlığı)',
    countries: ['Türkiye'],
    criterion: `Diyanet's table to ${DIYANET_TABLE_END} AH (basis table); after it, computed by the criterion of the International Hijri Calendar Union Congress (Istanbul, 2016) that Diyanet follows: the month begins on the day after the day on which, somewhere on Earth before 24:00 UTC, the Moon at sunset is at least ${ISTANBUL_MIN_ALTITUDE}° high (geocentric altitude with refraction) and at least ${ISTANBUL_MIN_ELONGATION}° from the Sun (geocentric elongation); or on which this holds at sunset in mainland America while the conjunction was before dawn in New Zealand. Latitudes 60° S to 60° N are scanned every 5°. Years before 2016, when Diyanet did not yet follow the Istanbul criterion, are answered from the table only (basis table): the criterion is never computed for them. Months where Diyanet published a date other than its table are kept as published (basis announced). Over 1438-1449 the computed criterion agrees with the table in 127 of 140 months; the others come a day later.`,
    bases: ['table', 'computed', 'announced'],
    source: `Table: islamic-network/calendar src/Data/Astronomical.php (commit 8b102b1), checked against dates Diyanet published; computed: ${ASTRONOMY}`,
    licence: 'Apache-2.0 (table data)',
  },
  mabims: {
    name: 'MABIMS',
    authority: 'MABIMS: the religious affairs ministers of Brunei, Indonesia, Malaysia and Singapore',
    countries: ['Indonesia', 'Malaysia', 'Brunei', 'Singapore'],
    criterion: `Computed by the MABIMS criterion in force for the month: the month begins on the day after the first evening, after the conjunction, on which at sunset at Banda Aceh (${BANDA_ACEH.latitude}° N, ${BANDA_ACEH.longitude}° E, the region's west end) the Moon (apparent altitude of its centre, topocentric; geocentric elongation) meets it. From Ramadan ${NEO_MABIMS_FROM.year} (April 2022), neo-MABIMS: altitude at least ${MABIMS_MIN_ALTITUDE}° and elongation at least ${MABIMS_MIN_ELONGATION}°, agreed at the MABIMS muzakarah of 2016 and first applied by Indonesia's Ministry of Religious Affairs at the sidang isbat of 1 Ramadan ${NEO_MABIMS_FROM.year} (ministry press release of 23 February 2022, reported by Antara; TribunLombok 22 March 2023). Before it, the old MABIMS criterion: altitude at least ${MABIMS_OLD_MIN_ALTITUDE}°, and elongation at least ${MABIMS_OLD_MIN_ELONGATION}° or the Moon's age at least ${MABIMS_OLD_MIN_AGE_HOURS} hours (as the ministry stated it at the isbat of Shawwal 1436 and Dhu al-Hijjah 1442). Announcements that differ from the criterion (basis announced, with their source) are kept; every sidang isbat start sourced for 1435-1447 is tested.`,
    bases: ['computed', 'announced'],
    source: ASTRONOMY,
    licence: 'MIT (astronomy-engine)',
  },
  fcna: {
    name: 'Fiqh Council of North America',
    authority: 'Fiqh Council of North America (FCNA), with ISNA',
    countries: ['United States', 'Canada'],
    criterion: `Computed for every year, before 2017 too, by the criterion FCNA's announcements state since 2017 (that of the European Council for Fatwa and Research): the month begins on the day after the day on which, somewhere on the globe at sunset, the Moon is at least ${FCNA_MIN_ALTITUDE}° high (apparent, topocentric) and at least ${FCNA_MIN_ELONGATION}° from the Sun (geocentric elongation); otherwise on the day after that. Evaluated every 5° of latitude from 60° S to 60° N just east of the date line, where the evening is latest. FCNA's 2006 rule (a conjunction before 12:00 UTC), which it followed from 2006 to 2016, is not applied to those years: it gives the same Ramadan and Shawwal for 1440-1446 and a day later for Ramadan 1447. FCNA takes Eid al-Adha from Saudi Arabia's day of Arafah; this calendar computes Dhu al-Hijjah by the criterion.`,
    bases: ['computed', 'announced'],
    source: ASTRONOMY,
    licence: 'MIT (astronomy-engine)',
  },
};

export function describeCalendar(id: CalendarId): CalendarDescription {
  const calendar = hijriCalendar(id);
  const iso = (dayNumber: number) => formatIsoDate(dayNumberToGregorian(dayNumber));
  const range = {
    hijri_first: formatIsoDate(calendar.toHijri(calendar.firstDay)),
    hijri_last: formatIsoDate(calendar.toHijri(calendar.lastDay)),
    gregorian_first: iso(calendar.firstDay),
    gregorian_last: iso(calendar.lastDay),
  };
  const { name, authority, countries, criterion, bases, source, licence } = DESCRIPTIONS[id];
  return { id, name, authority, countries, criterion, bases, range, source, licence };
}

/** The body of `GET /v1/hijri/calendars`. */
export function calendarsResponse() {
  return { default: 'umm-al-qura', calendars: CALENDAR_IDS.map(describeCalendar) };
}

export { rangeText };
