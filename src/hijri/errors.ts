import { badRequestCodes, type ErrorCode } from '../shared/input-error';

/**
 * The codes the Hijri endpoints add to the general ones (`missing_parameter`, `unknown_parameter`,
 * `duplicate_parameter`, `invalid_encoding`, listed once in src/api/error-catalog.ts). Every one is
 * a 400 whose `param` names the parameter at fault and whose `detail` names the valid format or range.
 */
export const hijriErrors: ErrorCode[] = badRequestCodes({
  invalid_date: 'The date is not strictly YYYY-MM-DD (`2024-3-1`, `2024-03-11T00:00`, `abc`), or names a day that does not exist: `2023-02-29`, or `1444-09-30` (Ramadan 1444 has 29 days in the Umm al-Qura calendar).',
  date_out_of_range: 'The date is outside the range of its calendar: 1343-01-01 to 1500-12-30 AH (1924-08-01 to 2077-11-16) for Umm al-Qura; the detail names the range of the `calendar` asked for (each is listed at /v1/hijri/calendars). For /v1/hijri/today: today in the zone is outside it.',
  invalid_year: 'The year is not a whole number written plainly, or is outside its range: Hijri 1343-1500 (1-9666 with calendar=islamic-civil), gregorian_year 1925-2076 (the Gregorian years wholly in range), Gregorian months 1924-08 to 2077-11.',
  invalid_month: 'The month is not a whole number 1-12 written plainly (`0`, `13`, `1.5`, `09`, `abc`).',
  invalid_adjustment: 'The `adjustment` is not a whole number of days from -2 to 2 written plainly (`1`, `-1`; not `+1`, `01`, `3`), or is given where there are no dates to move (events of a month without a year).',
  invalid_calendar: 'The `calendar` is not one of `umm-al-qura` (the default), `islamic-civil`, `saudi-announced`, `diyanet`, `mabims`, `fcna` (listed at /v1/hijri/calendars; `allowed` lists them too), or is given for the events of a month without a year, which have no dates.',
  conflicting_parameters: 'Two parameters that cannot go together: `gregorian_year` with `year` or `month` (they name different spans of days), a Gregorian with a Hijri month, or `country` (which narrows a place name) with `lat` and `lng`; give one.',
  invalid_timezone: 'The `tz` of /v1/hijri/today is not an IANA time zone name (e.g. `Asia/Jakarta`).',
});
