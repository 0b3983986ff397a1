import checkDates from './check-dates.json' with { type: 'json' };

/** One check date: the Gregorian day, its Hijri date (null outside the supported range) and what it checks. */
export interface CheckDate {
  gregorian: string;
  hijri: string | null;
  label: string;
}

/** The 42 Umm al-Qura check dates of the acceptance data (see README.md here for the source). */
export const CHECK_DATES: readonly CheckDate[] = checkDates.dates;

/** The check dates inside the supported range, as `[gregorian, hijri, label]` rows for `it.each`. */
export const IN_RANGE_CHECK_DATES: readonly (readonly [gregorian: string, hijri: string, label: string])[] = CHECK_DATES.flatMap(
  ({ gregorian, hijri, label }) => (hijri === null ? [] : [[gregorian, hijri, label] as const]),
);

/** The check dates outside the supported range, as `[gregorian, label]` rows. */
export const OUT_OF_RANGE_CHECK_DATES: readonly (readonly [gregorian: string, label: string])[] = CHECK_DATES.flatMap(
  ({ gregorian, hijri, label }) => (hijri === null ? [[gregorian, label] as const] : []),
);
