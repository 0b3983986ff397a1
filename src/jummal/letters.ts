/**
 * The abjad itself: the 28 letters, their order in the two traditions, and the value of each letter
 * in each. A module of constants and nothing else; `letters.test.ts` checks that the table below
 * agrees with the two mnemonics and the place values, so a typo in either cannot go unnoticed.
 *
 * Sources: the Mashriqi (eastern) order is the one of the mnemonic أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ;
 * the Maghribi (western, North and West African) order is أبجد هوز حطي كلمن صعفض قرست ثخذ ظغش.
 * Both give the n-th letter the n-th place value 1..9, 10..90, 100..900, 1000, so the two systems
 * differ only in ص ض س ظ غ ش (contract §4).
 */

export type AbjadSystem = 'mashriqi' | 'maghribi';

/** The 28 letters that carry a value of their own. Every other written letter counts as one of these or as a convention letter. */
export type BaseLetter =
  | 'ا' | 'ب' | 'ج' | 'د' | 'ه' | 'و' | 'ز' | 'ح' | 'ط' | 'ي'
  | 'ك' | 'ل' | 'م' | 'ن' | 'س' | 'ع' | 'ف' | 'ص' | 'ق' | 'ر'
  | 'ش' | 'ت' | 'ث' | 'خ' | 'ذ' | 'ض' | 'ظ' | 'غ';

/** The mnemonic words of each order, as recited. */
export const ABJAD_MNEMONICS: Readonly<Record<AbjadSystem, readonly string[]>> = {
  mashriqi: ['ابجد', 'هوز', 'حطي', 'كلمن', 'سعفص', 'قرشت', 'ثخذ', 'ضظغ'],
  maghribi: ['ابجد', 'هوز', 'حطي', 'كلمن', 'صعفض', 'قرست', 'ثخذ', 'ظغش'],
};

/** The value of the n-th letter of either order. */
export const PLACE_VALUES: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
];

export interface AbjadLetter {
  letter: BaseLetter;
  /** Arabic name of the letter. */
  name: string;
  /** Common English transliteration of the name. */
  transliteration: string;
  mashriqi: number;
  maghribi: number;
}

/** The 28 letters in the Mashriqi order with their value in each system. */
export const ABJAD_LETTERS: readonly AbjadLetter[] = [
  { letter: 'ا', name: 'ألف', transliteration: 'alif', mashriqi: 1, maghribi: 1 },
  { letter: 'ب', name: 'باء', transliteration: 'ba', mashriqi: 2, maghribi: 2 },
  { letter: 'ج', name: 'جيم', transliteration: 'jim', mashriqi: 3, maghribi: 3 },
  { letter: 'د', name: 'دال', transliteration: 'dal', mashriqi: 4, maghribi: 4 },
  { letter: 'ه', name: 'هاء', transliteration: 'ha', mashriqi: 5, maghribi: 5 },
  { letter: 'و', name: 'واو', transliteration: 'waw', mashriqi: 6, maghribi: 6 },
  { letter: 'ز', name: 'زاي', transliteration: 'zay', mashriqi: 7, maghribi: 7 },
  { letter: 'ح', name: 'حاء', transliteration: 'ḥa', mashriqi: 8, maghribi: 8 },
  { letter: 'ط', name: 'طاء', transliteration: 'ṭa', mashriqi: 9, maghribi: 9 },
  { letter: 'ي', name: 'ياء', transliteration: 'ya', mashriqi: 10, maghribi: 10 },
  { letter: 'ك', name: 'كاف', transliteration: 'kaf', mashriqi: 20, maghribi: 20 },
  { letter: 'ل', name: 'لام', transliteration: 'lam', mashriqi: 30, maghribi: 30 },
  { letter: 'م', name: 'ميم', transliteration: 'mim', mashriqi: 40, maghribi: 40 },
  { letter: 'ن', name: 'نون', transliteration: 'nun', mashriqi: 50, maghribi: 50 },
  { letter: 'س', name: 'سين', transliteration: 'sin', mashriqi: 60, maghribi: 300 },
  { letter: 'ع', name: 'عين', transliteration: 'ʿayn', mashriqi: 70, maghribi: 70 },
  { letter: 'ف', name: 'فاء', transliteration: 'fa', mashriqi: 80, maghribi: 80 },
  { letter: 'ص', name: 'صاد', transliteration: 'ṣad', mashriqi: 90, maghribi: 60 },
  { letter: 'ق', name: 'قاف', transliteration: 'qaf', mashriqi: 100, maghribi: 100 },
  { letter: 'ر', name: 'راء', transliteration: 'ra', mashriqi: 200, maghribi: 200 },
  { letter: 'ش', name: 'شين', transliteration: 'shin', mashriqi: 300, maghribi: 1000 },
  { letter: 'ت', name: 'تاء', transliteration: 'ta', mashriqi: 400, maghribi: 400 },
  { letter: 'ث', name: 'ثاء', transliteration: 'tha', mashriqi: 500, maghribi: 500 },
  { letter: 'خ', name: 'خاء', transliteration: 'kha', mashriqi: 600, maghribi: 600 },
  { letter: 'ذ', name: 'ذال', transliteration: 'dhal', mashriqi: 700, maghribi: 700 },
  { letter: 'ض', name: 'ضاد', transliteration: 'ḍad', mashriqi: 800, maghribi: 90 },
  { letter: 'ظ', name: 'ظاء', transliteration: 'ẓa', mashriqi: 900, maghribi: 800 },
  { letter: 'غ', name: 'غين', transliteration: 'ghayn', mashriqi: 1000, maghribi: 900 },
];

/** Value of each base letter in each system, for lookups. */
export const BASE_VALUES: Readonly<Record<AbjadSystem, Readonly<Record<BaseLetter, number>>>> = {
  mashriqi: Object.fromEntries(ABJAD_LETTERS.map((entry) => [entry.letter, entry.mashriqi])) as Record<BaseLetter, number>,
  maghribi: Object.fromEntries(ABJAD_LETTERS.map((entry) => [entry.letter, entry.maghribi])) as Record<BaseLetter, number>,
};
