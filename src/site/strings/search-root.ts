import type { Entry } from './entry';

/** The title of a root's result in the site search: its own export, so the search box bundles it alone. */
export const SEARCH_ROOT: Entry = {
  en: 'Root {root}: {count} occurrences',
  ar: 'الجذر {root}: {count} موضعًا',
  ur: 'مادہ {root}: {count} مقامات',
  id: 'Akar {root}: {count} kemunculan',
  tr: '{root} kökü: {count} geçiş',
};
