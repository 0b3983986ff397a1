import type { Entry } from './entry';

/** A surah's title in the interface's language (reader pages, search results): its own export, so the search box bundles it alone. */
export const SURAH_TITLE: Entry = { en: '{number}. {transliteration}', ar: 'سورة {name} ({number})', ur: 'سورۃ {name} ({number})', id: '{number}. {transliteration}', tr: '{number}. {transliteration}' };
