import type { ErrorCode } from '../shared/input-error';

/**
 * The codes the Hijri endpoints add to the general ones (`missing_parameter`, `unknown_parameter`,
 * `duplicate_parameter`, `invalid_encoding`, listed once in src/api/error-catalog.ts). Every one is
 * a 400 whose `param` names the parameter at fault and whose `detail` names the valid format or range.
 */
export const hijriErrors: ErrorCode[] = [
  {
    code: 'invalid_date',
    status: 400,
    meaning:
      'The date is not strictly YYYY-MM-DD (`2024-3-1`, `2024-03-11T00:00`, `abc`), or names a day that does not exist: `2023-02-29`, or `1445-09-30` (Ramadan 1445 has 29 days in the Umm al-Qura calendar).',
  },
  {
    code: 'date_out_of_range',
    status: 400,
    meaning:
      'The date is outside the supported Umm al-Qura range, 1343-01-01 to 1500-12-30 AH (1924-08-01 to 2077-11-16). For /v1/hijri/today: today in the zone is outside it.',
  },
  { code: 'invalid_year', status: 400, meaning: 'The Hijri year is not a whole number written plainly, or is outside 1343-1500.' },
  { code: 'invalid_month', status: 400, meaning: 'The Hijri month is not a whole number 1-12 written plainly (`0`, `13`, `1.5`, `09`, `abc`).' },
  { code: 'invalid_timezone', status: 400, meaning: 'The `tz` of /v1/hijri/today is not an IANA time zone name (e.g. `Asia/Jakarta`).' },
];
