/**
 * Month and weekday names exactly as contract §3 fixes them: English transliterations
 * without diacritics, Arabic month names as printed in the Umm al-Qura calendar.
 */

/** English Hijri month names, index 0 = Muharram. */
export const HIJRI_MONTHS_ENGLISH = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Awwal',
  'Jumada al-Thani',
  'Rajab',
  'Shaban',
  'Ramadan',
  'Shawwal',
  'Dhu al-Qadah',
  'Dhu al-Hijjah',
] as const;

/** Arabic Hijri month names, index 0 = محرم. */
export const HIJRI_MONTHS_ARABIC = [
  'محرم',
  'صفر',
  'ربيع الأول',
  'ربيع الآخر',
  'جمادى الأولى',
  'جمادى الآخرة',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو القعدة',
  'ذو الحجة',
] as const;

/** English weekday names, index 0 = Sunday (the numbering of `weekdayOfDayNumber`). */
export const WEEKDAYS_ENGLISH = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Arabic weekday names, index 0 = الأحد. */
export const WEEKDAYS_ARABIC = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'] as const;

/** English Gregorian month names, for error messages ("February 2023 has 28 days"). */
export const GREGORIAN_MONTHS_ENGLISH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The English name of a Hijri month 1..12.
 * @example hijriMonthNameEnglish(9) //=> 'Ramadan'
 */
export function hijriMonthNameEnglish(month: number): string {
  return nameAt(HIJRI_MONTHS_ENGLISH, month - 1, 'Hijri month');
}

/**
 * The Arabic name of a Hijri month 1..12.
 * @example hijriMonthNameArabic(9) //=> 'رمضان'
 */
export function hijriMonthNameArabic(month: number): string {
  return nameAt(HIJRI_MONTHS_ARABIC, month - 1, 'Hijri month');
}

function nameAt(names: readonly string[], index: number, what: string): string {
  const name = names[index];
  if (name === undefined) throw new RangeError(`no ${what} ${index + 1}`);
  return name;
}
