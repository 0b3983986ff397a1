/** One interface string: English, and the other languages (a missing one falls back to English). */
export type Entry = { en: string } & Partial<Record<'ar' | 'ur' | 'id' | 'tr', string>>;
