/**
 * The Grande Mosquée de Paris's twilight angles, a law of the season read from its own calendar
 * (data/prayer/timetables/mawaqit-grande-mosquee-de-paris-2022.json, every day of a perpetual table):
 * 18° for Fajr and 16° for Isha from about November to February, and from March to October angles
 * that follow a cosine of the date, least shallow near the summer solstice (14.49° and 12.62°), so
 * that its Fajr is up to 100 minutes after 18° and its Isha up to 53 minutes before 16° in June.
 * Three numbers per prayer (mean, amplitude, the day of the shallowest angle) were fitted to the
 * table; with Dhuhr a minute and Maghrib 3 minutes after adhan's, every prayer of the table's 365
 * days is within 2 minutes, all but Asr's and Isha's 1-2 a year within one.
 */
const YEAR_DAYS = 365.2422;
/** The day of the year (0 = January 1) of the shallowest angles: June 20. */
const SHALLOWEST_DAY = 170;

const FAJR = { mean: 16.65, amplitude: 2.16, cap: 18 };
const ISHA = { mean: 14.85, amplitude: 2.23, cap: 16 };

function angleOn(law: typeof FAJR, dayOfYear: number): number {
  const angle = Math.min(law.cap, law.mean - law.amplitude * Math.cos((2 * Math.PI * (dayOfYear - SHALLOWEST_DAY)) / YEAR_DAYS));
  return Math.round(angle * 100) / 100;
}

/** The Fajr and Isha depression angles (degrees, to 0.01°) of a date's day of the year (adhan's local date). */
export function grandeMosqueeAngles(date: Date): { fajr: number; isha: number } {
  const dayOfYear = Math.round((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 1)) / 86_400_000);
  return { fajr: angleOn(FAJR, dayOfYear), isha: angleOn(ISHA, dayOfYear) };
}
