/** The fonts the site ships, as the sources page and the credits name them. */
export const FONT_CREDITS = [
  { family: 'Scheherazade New', author: 'SIL International', use: 'the Uthmani text of the Quran' },
  { family: 'Noto Naskh Arabic', author: 'Google and the Noto project', use: 'Arabic, Persian, Pashto, Sindhi, Uyghur and Kurdish text' },
  { family: 'Noto Nastaliq Urdu', author: 'Google and the Noto project', use: 'Urdu text' },
  { family: 'Noto Sans (Latin, Cyrillic, Greek, Vietnamese), Noto Sans Bengali, Devanagari, Tamil, Malayalam, Sinhala, Ethiopic, Thaana, Khmer, Thai', author: 'Google and the Noto project', use: 'translations in those scripts' },
  { family: 'Noto Sans SC, JP, KR', author: 'Google, Adobe and the Noto project', use: 'Chinese, Japanese and Korean translations' },
];
