/**
 * Where each interface language starts: the edition the Quran reader opens in and the calendar the
 * Hijri calendar opens on. A reader can always choose another (`?edition=`, `?calendar=` in the
 * address), and the choice is remembered in the browser for the next page.
 *
 * Editions, by the translation of the language most read:
 *  - en: Saheeh International, the default English translation of Quran.com and Tanzil.
 *  - ar: no translation is needed, so the Arabic interface shows al-Tafsir al-Muyassar, the short
 *    explanation in plain Arabic printed by the King Fahd Complex beside the mushaf (said on the page).
 *  - ur: Fateh Muhammad Jalandhry, the most printed Urdu translation (printed under the text in
 *    most Pakistani mushafs) and Tanzil's default for Urdu.
 *  - id: the Ministry of Religious Affairs' translation (Al-Qur'an dan Terjemahannya), the official
 *    Indonesian translation, the one in the ministry's own Qur'an Kemenag application.
 *  - tr: Diyanet İşleri's translation, by Turkey's Directorate of Religious Affairs.
 *
 * Calendars: Turkey follows Diyanet's; Indonesia, Malaysia, Brunei and Singapore follow the
 * Neo-MABIMS criterion; the others open on Umm al-Qura (the API's default).
 */
import type { Lang } from './i18n';

export const DEFAULT_EDITION: Record<Lang, string> = {
  en: 'en-sahih',
  ar: 'ar-muyassar',
  ur: 'ur-jalandhry',
  id: 'id-affairs',
  tr: 'tr-diyanet',
};

/** The calendar of a language (any BCP 47 tag: `ms` and `ms-MY` open on MABIMS too). */
export function defaultCalendar(lang: string): string {
  const primary = lang.toLowerCase().split('-')[0];
  if (primary === 'tr') return 'diyanet';
  if (primary === 'id' || primary === 'ms') return 'mabims';
  return 'umm-al-qura';
}
