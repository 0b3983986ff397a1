/**
 * Arabic normalization for Quran search: one function maps both the Uthmani text we serve and the
 * text a person types to one comparable form, so that a plain substring test decides a match.
 *
 * The comparable form is modern (imla'i) spelling without diacritics, the spelling of the Tanzil
 * "Simple Clean" text that the acceptance set was built from, with these folds on top:
 *   - alef forms أ إ آ ٱ ٲ ٳ → ا;  ة → ه;  ى → ي;
 *   - hamza seats ؤ ئ → ء (people write مسؤول and مسئول, رؤوف and رءوف: both must match), except
 *     ئ after an alef inside a word, where the seat tells مائة "hundred" from ماءها "its water".
 *     `keepHamzaSeats` skips this fold; the seats then follow the Tanzil text (all but six words of
 *     the Quran), and the search compares its matches a second time on them (search.ts);
 *   - everything that is not a letter or a digit separates words; runs of spaces become one.
 *
 * The Uthmani script spells many words differently from the way they are typed. Its diacritics say
 * how: a dagger alef (ـٰ) is an alef the modern spelling writes (ٱلۡعَٰلَمِينَ → العالمين) except in a
 * few words that modern spelling still writes without it (ٱلرَّحۡمَٰنِ → الرحمن, هَٰذَا → هذا); a waw
 * carrying a dagger alef stands for an alef (ٱلصَّلَوٰةَ → الصلاة); a seatless hamza takes the seat
 * its vowels call for (يَسۡـَٔلُونَكَ → يسألونك); the vocative يا is joined to its noun (يَٰٓأَيُّهَا →
 * يا أيها); small waw and small ya are written letters except after the pronoun ه (دَاوُۥدَ → داوود,
 * بِهِۦ → به); letters marked silent are dropped where modern spelling drops them. So the rules run
 * on the text with its diacritics, letter by letter, before the diacritics are removed. Typed text
 * without diacritics passes through them unchanged, which is why one function serves both sides.
 *
 * The rules were derived by comparing the Uthmani text of quran-json 3.1.2 with the acceptance set
 * (src/quran/testdata/arabic-search-eval.json) and with samples of the Tanzil Simple Clean text; each
 * is listed with examples in `NORMALIZATION_STEPS` (checked by normalize.test.ts, shown on /docs/search).
 *
 * @example normalizeArabic('ٱلصَّلَوٰةَ') //=> 'الصلاه'
 * @example normalizeArabic('يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُوٓاْ') //=> 'يا ايها الذين امنوا'
 * @example normalizeArabic('الصلاة') //=> 'الصلاه'
 */
import { DAGGER, DAMMA, END_MARKS, FATHA, HAMZA_ABOVE, HAMZA_BELOW, KASRA, MADDA, MARK, N, ROUND_ZERO, SHADDA, SUKUN_HEAD, SMALL_YEH, TATWEEL } from './arabic-marks';
import { spellOut } from './spell-out';
import { FOLDS, NO_ALEF_WORDS, PRINT_JOINS, SPECIAL_SPELLINGS, TYPED_SPELLINGS, WAW_WITHOUT_ALEF_WORDS } from './normalize-spellings';

export { PRINT_JOINS, SPECIAL_SPELLINGS, TYPED_SPELLINGS, WAW_WITHOUT_ALEF_WORDS };
export { NORMALIZATION_STEPS, type NormalizationStep } from './normalize-examples';

export function normalizeArabic(text: string, options: { keepHamzaSeats?: boolean } = {}): string {
  const words: string[] = [];
  for (const word of splitWords(text)) {
    const normalized = normalizeArabicWord(word, options);
    if (normalized !== '') words.push(normalized);
  }
  return words.join(' ');
}

/**
 * Splits text into raw words after the character clean-up: presentation forms decomposed, invisible
 * format characters removed, every kind of space made a plain space. A space directly followed by a
 * combining mark joins the two parts, since no word starts with a mark (the Uthmani text writes
 * فَٱدَّـٰرَ ٰٔتُمۡ with a thin space inside one word).
 */
export function splitWords(text: string): string[] {
  return cleanUp(text).split(' ').filter((word) => word !== '');
}

/**
 * Normalizes one raw word (no spaces). The result may hold a space: the joined vocative يَٰقَوۡمِ
 * becomes `يا قوم`. Empty when the word has no letter or digit. `typedSpellings: false` skips the
 * table of typed spellings (for the test that checks the table leaves the Quran text alone).
 */
export function normalizeArabicWord(word: string, options: { typedSpellings?: boolean; keepHamzaSeats?: boolean } = {}): string {
  const key = skeleton(word);
  let marked = (JOIN_SKELETONS.has(key) ? JOINED_WORDS.get(skeleton(word, true)) : undefined) ?? SPECIAL_WORDS.get(key) ?? word;
  if (HAS_MARK_OR_HAMZA.test(marked)) {
    for (const rewrite of MARKED_REWRITES) {
      if (rewrite.applies(marked)) marked = marked.replace(rewrite.pattern, rewrite.replacement);
    }
    marked = marked.includes(' ') ? marked.split(' ').map(spellOut).join(' ') : spellOut(marked);
  }
  return foldPlain(marked, options.typedSpellings ?? true, options.keepHamzaSeats ?? false);
}

// ---------------------------------------------------------------------------------------------
// Step 1: clean-up of the raw text.

const PRESENTATION_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
/** Invisible format characters, and the Quranic signs that are not part of a word (۝ ۞ ۩). */
const INVISIBLE = /[\u00AD\u061C\u06DD\u06DE\u06E9\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const ANY_SPACE = /[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/gu;
const SPACE_BEFORE_MARK = new RegExp(`[\\s\\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000]+(?=${MARK.source})`, 'gu');

function cleanUp(text: string): string {
  return text
    .replace(PRESENTATION_FORM, (char) => char.normalize('NFKC'))
    .replace(INVISIBLE, '')
    .replace(SPACE_BEFORE_MARK, '')
    .replace(ANY_SPACE, ' ');
}

/** The letters of a raw word: marks, tatweel and annotation signs removed (for the word table). */
function skeleton(word: string, keepShadda = false): string {
  let out = '';
  for (const char of word) {
    if (char === HAMZA_ABOVE || char === HAMZA_BELOW) out += 'ء';
    else if (keepShadda && char === SHADDA) out += char;
    else if (char !== TATWEEL && !MARK.test(char)) out += char;
  }
  return out;
}
/** Words without marks, tatweel or a bare hamza are already in plain letters: step 4 is the identity. */
const HAS_MARK_OR_HAMZA = new RegExp(`${MARK.source}|[\u0640\u0621]`, 'u');

// ---------------------------------------------------------------------------------------------
// Step 2: whole words whose Uthmani spelling no letter rule explains, keyed by their skeleton.


const SPECIAL_WORDS = new Map<string, string>();
for (const [uthmani, modern] of SPECIAL_SPELLINGS) {
  const key = skeleton(uthmani);
  SPECIAL_WORDS.set(key, modern);
  for (const prefix of ['و', 'ف']) SPECIAL_WORDS.set(prefix + key, prefix + modern);
}

/** PRINT_JOINS by skeleton with shaddas, and the plain skeletons that may be one of them. */
const JOINED_WORDS = new Map<string, string>();
const JOIN_SKELETONS = new Set<string>();
for (const [uthmani, modern] of PRINT_JOINS) {
  for (const prefix of ['', 'و', 'ف']) {
    JOINED_WORDS.set(prefix + skeleton(uthmani, true), prefix + modern);
    JOIN_SKELETONS.add(prefix + skeleton(uthmani));
  }
}

// ---------------------------------------------------------------------------------------------
// Step 3: rewrites on the marked word that need more than one letter of context.

/** Marks and tatweel except the dagger alef. */
const N_NO_DAGGER = N.replace('\\u0670', '');

/** A regex source matching these letters with any marks or tatweel between them. */
const lettersWithMarks = (letters: string) => [...letters].join(N);


interface Rewrite {
  pattern: RegExp;
  replacement: string;
  /** A cheap test that the pattern can match at all, so that most words skip the regex. */
  applies: (word: string) => boolean;
}

function noAlefRewrite(word: string): Rewrite {
  const [before, after] = word.split('*') as [string, string];
  const source = `(${lettersWithMarks(before)}${N_NO_DAGGER})${DAGGER}(?=${N}${lettersWithMarks(after)})`;
  const first = before[0]!;
  const last = after[after.length - 1]!;
  return {
    pattern: new RegExp(source, 'gu'),
    replacement: '$1',
    applies: (w) => w.includes(DAGGER) && w.includes(first) && w.includes(last),
  };
}

const MARKED_REWRITES: Rewrite[] = [
  {
    // The vocative يا is joined to its noun: يَٰقَوۡمِ → يا قوم, وَيَٰقَوۡمِ → ويا قوم.
    pattern: new RegExp(`^([وف]${FATHA}?)?ي${FATHA}?${TATWEEL}?${DAGGER}${MADDA}?`, 'u'),
    replacement: '$1يا ',
    applies: (w) => w.includes(DAGGER) && /^[وفي]/u.test(w),
  },
  {
    // The imperative of سأل after و or ف is written with its alef: فَسۡـَٔلِ → فاسأل, وَسۡـَٔلُواْ → واسألوا.
    pattern: new RegExp(`^([وف]${FATHA})(?=س${SUKUN_HEAD}${TATWEEL}${HAMZA_ABOVE}${FATHA}ل)`, 'u'),
    replacement: '$1ا',
    applies: (w) => w.includes(TATWEEL) && /^[وف]/u.test(w),
  },
  {
    // The ha of attention before أنتم: هَـٰٓأَنتُمۡ → ها أنتم.
    pattern: new RegExp(`^ه${FATHA}?${TATWEEL}?${DAGGER}${MADDA}?(?=أ)`, 'u'),
    replacement: 'ها ',
    applies: (w) => w.startsWith('ه') && w.includes(DAGGER),
  },
  {
    // الليل, اللذان, اللاتي, اللائي: the Uthmani text writes one lam with a shadda, modern spelling two,
    // after any chain of prefixes (وَٱلَّيۡلِ, بِٱلَّيۡلِ, وَبِٱلَّيۡلِ 37:138, فَبِٱلَّ...).
    pattern: new RegExp(
      `^((?:[وفبك][${FATHA}${KASRA}]?){0,3})([ٱا])ل(?=${FATHA}?${SHADDA}${FATHA}?(?:ي[${SUKUN_HEAD}${ROUND_ZERO}]?ل|ذ${FATHA}|${TATWEEL}?${DAGGER}))`,
      'u',
    ),
    replacement: '$1$2لل',
    applies: (w) => w.includes(SHADDA) && /^(?:[وفبك][\u064E\u0650]?){0,3}[ٱا]ل/u.test(w),
  },
  // Dagger alefs that modern spelling does not write.
  ...NO_ALEF_WORDS.map(noAlefRewrite),
  {
    // Plural verbs written without the alef after their waw: جَآءُو → جاءوا, تَبَوَّءُو → تبوءوا.
    pattern: new RegExp(`ء${DAMMA}و${MADDA}?(?=${END_MARKS}$)`, 'u'),
    replacement: `ء${DAMMA}وا`,
    applies: (w) => w.includes(`ء${DAMMA}و`),
  },
  {
    // The same for عَتَوۡ → عتوا and سَعَوۡ → سعوا (the nouns عُتُوّ and سَعۡي are spelled apart).
    pattern: new RegExp(`^((?:[وف]${FATHA})?)(عَتَوۡ|سَعَوۡ)(?=${END_MARKS}$)`, 'u'),
    replacement: '$1$2ا',
    applies: (w) => w.includes('عَتَوۡ') || w.includes('سَعَوۡ'),
  },
  {
    // يحيي written with one ya before a word that starts with a wasl alef: يُحۡيِ ٱللَّهُ → يحيي الله.
    pattern: new RegExp(`^((?:[وف]${FATHA})?(?:ل${FATHA})?[يتنأم]${DAMMA}ح[${SUKUN_HEAD}${ROUND_ZERO}]ي${KASRA})(?=${END_MARKS}$)`, 'u'),
    replacement: `$1${SMALL_YEH}`,
    applies: (w) => w.includes(`ي${KASRA}`) && w.includes('ح'),
  },
  {
    // بنو "sons of" (10:90) has the silent alef of a plural verb; بَنَوۡاْ "they built" keeps it.
    pattern: /^بَنُوٓاْ/u,
    replacement: 'بنو',
    applies: (w) => w.startsWith('بَنُوٓاْ'),
  },
];

const WAW_WITHOUT_ALEF = new RegExp(`(?<=^|\\s)([وفلب]?)(${WAW_WITHOUT_ALEF_WORDS.join('|')})ا(?=\\s|$)`, 'gu');

// ---------------------------------------------------------------------------------------------
// Step 4, letter by letter, is spell-out.ts.
// Step 5: fold letter forms, drop what is left of the marks, keep letters and digits only.

/**
 * ؤ and ئ fold to ء, except ئ after an alef inside a word (a long ā): there modern and Tanzil
 * spelling agree, and the seat tells words apart (مائة "hundred" from ماءها "its water"). Runs after
 * the alef fold, so that ٱئۡتُونِي and ائتوني agree.
 */
function foldHamza(char: string, before: string): string {
  const n = before.length;
  const keep = char === 'ئ' && before[n - 1] === 'ا' && n >= 2 && before[n - 2] !== ' ';
  return keep ? 'ئ' : 'ء';
}

/**
 * Two hamzas at the start of a word (an interrogative أ before a word that starts with hamza) are
 * written أإ, أئ, أأ, أؤ or ءأ by different texts: all become two alefs, so that the word after the
 * question hamza is still found (أَءِلَٰهٞ, أإله and أئله → االه, which contains اله).
 */
const DOUBLE_HAMZA = /(?<=^|\s)اء/gu;

function foldPlain(text: string, typedSpellings: boolean, keepHamzaSeats: boolean): string {
  let out = '';
  for (const char of text) {
    const folded = FOLDS[char];
    if (folded !== undefined) out += folded;
    else if (char === 'ؤ' || char === 'ئ' || char === 'ٶ' || char === 'ٸ') out += keepHamzaSeats ? (char === 'ٶ' ? 'ؤ' : char === 'ٸ' ? 'ئ' : char) : foldHamza(char, out);
    else if (isPlainLetter(char) || char === ' ' || WORD_CHAR.test(char)) out += char;
    else out += ' ';
  }
  if (out.includes('اء')) out = out.replace(DOUBLE_HAMZA, 'اا');
  if (typedSpellings) {
    for (const { typed, modern, hint } of TYPED_SPELLINGS) if (out.includes(hint)) out = out.replace(typed, modern);
  }
  if (out.includes('وا')) out = out.replace(WAW_WITHOUT_ALEF, '$1$2');
  if (out.includes(' ')) out = out.replace(/ {2,}/g, ' ').trim();
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** The Arabic letters ء to ي and ASCII letters and digits, tested without a regex. */
function isPlainLetter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0x0621 && code <= 0x064a) || (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

