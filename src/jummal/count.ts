import { InvalidValue } from '../shared/input-error';
import { BASE_VALUES, type BaseLetter } from './letters';
import { DEFAULT_OPTIONS, type JummalOptions } from './options';
import { COMPOSITIONS, UNSUPPORTED_LETTERS, WRITTEN_LETTERS, type ValueLetter } from './written-letters';
import { isFolded, readPresentationForm } from './presentation-forms';

/** One counted letter. `total` is the sum of every entry's `value`. */
export interface BreakdownEntry {
  /** The letter, one code point, in its standard (composed, unshaped) form. */
  letter: string;
  value: number;
  /** The characters of the text this letter was read from, when they differ from `letter`: a decomposed letter (ا + U+0654), a presentation form (ﺏ) or a ligature (ﻻ, ﷲ, ﷽). */
  written?: string;
  /** True on the second entry of a letter carrying shadda, under `shadda=double`. */
  shadda?: true;
  /** True on the hamza of a seated hamza (ؤ ئ ۓ ۂ) counted apart from its seat, under `seated_hamza=seat_and_hamza`. */
  seated?: true;
}

export interface WordTotal {
  /** The word as written in the text. */
  word: string;
  total: number;
}

export interface AbjadCount {
  breakdown: BreakdownEntry[];
  total: number;
  words: WordTotal[];
}

const letters = new Map(WRITTEN_LETTERS.map((entry) => [entry.char, entry]));
const unsupported = new Map(UNSUPPORTED_LETTERS.map((entry) => [entry.char, entry]));

/** A hamza on a seat other than alif: under `seated_hamza=seat_and_hamza` the hamza counts too. */
const SEATED_HAMZA = new Set(['ؤ', 'ئ', 'ۓ', 'ۂ']);

const SHADDA = '\u0651';
const HAMZA_ABOVE = '\u0654';
const HAMZA_BELOW = '\u0655';
const DAGGER_ALIF = '\u0670';
/** Vowel signs, tanween, sukun and shadda: what may stand between a dagger alif and the hamza it carries. */
const VOWEL_SIGN = /^[\u064B-\u0652]$/u;
const HIGH_HAMZA = '\u0674';
const TATWEEL = '\u0640';
/** Tatweel and the small letters of Quranic spelling: written inside a word, counted as nothing. */
const EXTENDERS = /^[\u0640\u06E5\u06E6\u08C9]$/u;
const MARK = /^\p{M}$/u;
const FORMAT = /^\p{Cf}$/u;
const ARABIC_LETTER = /^(?=\p{Script=Arabic})\p{L}$/u;

type Kind = 'letter' | 'shadda' | 'mark' | 'extender' | 'format' | 'other';

function kindOf(char: string): Kind {
  if (letters.has(char)) return 'letter';
  if (char === SHADDA) return 'shadda';
  if (MARK.test(char)) return 'mark';
  if (EXTENDERS.test(char)) return 'extender';
  if (FORMAT.test(char)) return 'format';
  if (ARABIC_LETTER.test(char)) throw unsupportedLetter(char);
  return 'other';
}

const lowerClassCache = new Map<string, boolean>();
/**
 * True when `mark` has a lower canonical combining class than `sign`, so that Unicode composition
 * reaches across it (ا + fatha + hamza above is أ; ا + a mark of the same class + hamza is not).
 * Read from the runtime's own Unicode data: canonical ordering moves `mark` before `sign` exactly then.
 */
function hasLowerClass(mark: string, sign: string): boolean {
  const key = mark + sign;
  let lower = lowerClassCache.get(key);
  if (lower === undefined) {
    lower = ('ب' + sign + mark).normalize('NFD') === 'ب' + mark + sign;
    lowerClassCache.set(key, lower);
  }
  return lower;
}

/** The value of what a letter counts as, under the chosen options. */
export function valueOf(countsAs: ValueLetter, options: JummalOptions): number {
  switch (countsAs) {
    case 'ء':
      return options.hamza;
    case 'آ':
      return options.madda;
    case 'ة':
      return options.ta_marbuta;
    case 'ى':
      return options.alef_maqsura;
    default:
      return BASE_VALUES[options.system][countsAs as BaseLetter];
  }
}

interface Slot {
  letter: string;
  written: string;
  /** Index in the text of the last character `written` took from, so that one ligature is not repeated. */
  lastSource: number;
  shadda: boolean;
  /** The letter just before this one in the same word, with nothing but marks between. */
  previous: Slot | null;
  word: number;
}

/**
 * Counts the abjad value of a text, letter by letter (contract §4). Pure: the same text and
 * options always give the same answer, and canonically equivalent texts (NFC, NFD) the same one.
 *
 * The rules, in the order they apply to each character:
 *  1. A presentation form or ligature is read as the letters it stands for (ﻻ is ل ا, ﷲ is الله,
 *     ﷽ is بسم الله الرحمن الرحيم).
 *  2. A letter of WRITTEN_LETTERS starts a new counted letter.
 *  3. A hamza or madda sign (U+0653, U+0654, U+0655) after a letter it composes with turns that
 *     letter into the composed one (ا + U+0654 is أ), across marks of a lower combining class
 *     (the vowel signs), as Unicode composition does; so does the high hamza ٴ right after ا و ۇ ي.
 *     A hamza sign on a tatweel is the hamza on a tooth of Quranic spelling (شَيۡـٔٗا): the letter ئ.
 *     A hamza sign on a dagger alif (فَٱدَّـٰرَٰٔتُمۡ, 2:72) is a written hamza on a seat that counts
 *     nothing: the letter ء. Every written hamza is thus counted once, whatever its seat.
 *  4. A shadda belongs to the last letter before it, across vowel signs, other marks and tatweel;
 *     on the alif of لا (or ﻻ) it belongs to the lam, since an alif carries no shadda. A letter
 *     takes one shadda at most.
 *  5. Vowel signs, tanween, sukun, dagger alif, Quranic marks, tatweel and format characters
 *     (ZWNJ, ZWJ, direction marks) count nothing and do not end a word; ZWNJ and the other format
 *     characters do cut a following sign off from the letter before them.
 *  6. Any other Arabic-script letter is refused (400 unsupported_letter). Everything else (spaces,
 *     digits of any script, punctuation, symbols, other scripts) counts nothing and ends a word.
 *
 * @example countAbjad('بسم الله الرحمن الرحيم').total //=> 786
 * @example countAbjad('محمّد', { ...DEFAULT_OPTIONS, shadda: 'double' }).total //=> 132
 * @example countAbjad('ﷲ').breakdown[0] //=> { letter: 'ا', value: 1, written: 'ﷲ' }
 */
export function countAbjad(text: string, options: JummalOptions = DEFAULT_OPTIONS): AbjadCount {
  const read = readLetters(text);
  const breakdown: BreakdownEntry[] = [];
  const wordTotals = read.words.map((word) => ({ word: text.slice(word.start, word.end), total: 0 }));
  let total = 0;
  forEachCounted(read, options, (letter, value, written, seated, shadda, word) => {
    const entry: BreakdownEntry = { letter, value };
    if (written !== undefined) entry.written = written;
    if (seated) entry.seated = true;
    if (shadda) entry.shadda = true;
    breakdown.push(entry);
    total += value;
    wordTotals[word]!.total += value;
  });
  return { breakdown, total, words: wordTotals };
}

/** The letters of a text as read (rules 1 to 6 of countAbjad), before any option applies: readLetters. */
export interface LettersRead {
  /** The first `count` are this text's letters; the rest are left from longer texts. */
  slots: readonly Slot[];
  count: number;
  /** Where each word that has a letter starts and ends in the text (UTF-16 indexes). */
  words: readonly { start: number; end: number }[];
}

/**
 * One call of `visit` per counted entry, in the order of the breakdown: a letter, then the hamza of
 * its seat (`seated`, under seat_and_hamza), then under shadda=double both again with `shadda`.
 * `written` is undefined when the text wrote the letter as it is counted.
 */
export function forEachCounted(
  read: LettersRead,
  options: JummalOptions,
  visit: (letter: string, value: number, written: string | undefined, seated: boolean, shadda: boolean, word: number) => void,
): void {
  const seatAndHamza = options.seated_hamza === 'seat_and_hamza';
  const double = options.shadda === 'double';
  const hamzaValue = valueOf('ء', options);
  for (let index = 0; index < read.count; index++) {
    const slot = read.slots[index]!;
    const value = valueOf(letters.get(slot.letter)!.countsAs, options);
    const written = slot.written !== slot.letter ? slot.written : undefined;
    const seat = seatAndHamza && SEATED_HAMZA.has(slot.letter);
    // A doubled letter repeats all of itself: a seat and its hamza both.
    const times = slot.shadda && double ? 2 : 1;
    for (let time = 0; time < times; time++) {
      visit(slot.letter, value, written, false, time === 1, slot.word);
      if (seat) visit('ء', hamzaValue, undefined, true, time === 1, slot.word);
    }
  }
}

/**
 * Readings of the presentation forms and ligatures met so far: their letters and the kind of each,
 * made once per character (the folded blocks hold about 1,100 code points, so this stays small).
 */
const foldedReadings = new Map<string, { chars: readonly string[]; kinds: readonly Kind[] }>();
function foldedReading(source: string): { chars: readonly string[]; kinds: readonly Kind[] } {
  let reading = foldedReadings.get(source);
  if (reading === undefined) {
    const form = readPresentationForm(source)!;
    if (form.kind === 'unknown') throw unsupportedLetter(source);
    const chars = form.kind === 'sign' ? [] : [...form.text];
    reading = { chars, kinds: chars.map(kindOf) };
    foldedReadings.set(source, reading);
  }
  return reading;
}

/**
 * The letters of the last text read. Their objects are reused from text to text, so that a text of
 * 1,000 ligatures (19,000 letters) leaves no 19,000 objects behind for the collector: a LettersRead
 * is valid until the next call, and every caller reads it at once (reading is synchronous).
 */
const slots: Slot[] = [];

export function readLetters(text: string): LettersRead {
  let count = 0;
  const words: { start: number; end: number }[] = [];
  let inWord = false;
  let wordHasLetter = false;
  let wordStart = -1;
  let wordEnd = -1;
  /** The letter a following mark belongs to (null at the start of a word or after a ZWNJ). */
  let last: Slot | null = null;
  /** The marks read since `last`; `composable` turns false once a tatweel stands between. */
  const marks: string[] = [];
  let composable = false;
  /** A tatweel just read, with only marks since: a hamza sign on it is the seat ئ. */
  let tatweel: { written: string; sourceIndex: number } | null = null;
  let position = 0;
  let sourceIndex = 0;
  let source = '';

  const breakChain = () => {
    last = null;
    marks.length = 0;
    composable = false;
    tatweel = null;
  };
  const addSlot = (letter: string, written: string) => {
    // The word being read gets index words.length when it ends: a word is only kept once it has a letter.
    let slot = slots[count];
    if (slot === undefined) {
      slot = { letter, written, lastSource: sourceIndex, shadda: false, previous: last, word: words.length };
      slots.push(slot);
    } else {
      slot.letter = letter;
      slot.written = written;
      slot.lastSource = sourceIndex;
      slot.shadda = false;
      slot.previous = last;
      slot.word = words.length;
    }
    count++;
    wordHasLetter = true;
    last = slot;
    marks.length = 0;
    composable = true;
    tatweel = null;
  };
  const endWord = () => {
    if (inWord && wordHasLetter) words.push({ start: wordStart, end: wordEnd });
    inWord = false;
    wordHasLetter = false;
    wordStart = -1;
    breakChain();
  };
  const compose = (sign: string): boolean => {
    const slot = last;
    if (slot === null || !composable) return false;
    const composed = COMPOSITIONS[sign]?.[slot.letter];
    if (composed === undefined) return false;
    const reachable = sign === HIGH_HAMZA ? marks.length === 0 : marks.every((mark) => hasLowerClass(mark, sign));
    if (!reachable) return false;
    slot.letter = composed;
    if (slot.lastSource !== sourceIndex) {
      slot.written += source;
      slot.lastSource = sourceIndex;
    }
    return true;
  };

  for (source of text) {
    const start = position;
    position += source.length;
    sourceIndex++;
    let chars: readonly string[];
    let kinds: readonly Kind[];
    if (isFolded(source.codePointAt(0)!)) ({ chars, kinds } = foldedReading(source));
    else {
      ONE_CHAR[0] = source;
      ONE_KIND[0] = kindOf(source);
      chars = ONE_CHAR;
      kinds = ONE_KIND;
    }
    if (!kinds.some(isCounted)) {
      endWord();
      continue;
    }
    if (!inWord) {
      inWord = true;
      breakChain();
    }
    // Format characters (ZWNJ, direction marks) join the parts of a word but are not shown at its ends.
    if (!kinds.every(isFormat)) {
      if (wordStart < 0) wordStart = start;
      wordEnd = position;
    }
    for (let index = 0; index < chars.length; index++) readChar(chars[index]!, kinds[index]!);
  }
  endWord();
  fixShaddaOnAlif(slots, count);
  return { slots, count, words };

  function readChar(char: string, kind: Kind): void {
    switch (kind) {
      case 'letter':
        if (char !== HIGH_HAMZA || !compose(char)) addSlot(char, source);
        return;
      case 'shadda':
        if (last !== null) (last as Slot).shadda = true;
        marks.push(char);
        return;
      case 'mark':
        if (char === HAMZA_ABOVE && tatweel !== null) {
          // Quranic (Uthmani) text writes the hamza on a tooth as a hamza sign on a tatweel
          // (شَيۡـٔٗا, أَنۢبِـُٔونِي): that tooth is the seat of ئ, as in the ordinary spelling شيئا.
          addSlot('ئ', tatweel.sourceIndex === sourceIndex ? source : tatweel.written + source);
          return;
        }
        if (compose(char)) return;
        if ((char === HAMZA_ABOVE || char === HAMZA_BELOW) && onDaggerAlif(marks)) {
          // فَٱدَّـٰرَٰٔتُمۡ (2:72): the hamza is written on the small alif, which counts nothing as a
          // letter; the hamza is written all the same and counts as ء. (A letter the hamza composes
          // with takes it first, as Unicode composition does across the dagger alif: ئٰ is ئٰ.)
          const dagger = marks.lastIndexOf(DAGGER_ALIF);
          addSlot('ء', marks.slice(dagger).join('') + source);
          return;
        }
        marks.push(char);
        return;
      case 'extender':
        composable = false;
        tatweel = char === TATWEEL ? { written: source, sourceIndex } : null;
        return;
      case 'format':
      case 'other':
        // ZWNJ and the like keep the word together but cut a following sign off from the letter;
        // a space inside a spelled-out ligature (﷽) separates its words in the same way.
        breakChain();
        return;
    }
  }
}

/**
 * An alif carries no shadda: one written on the alif of لا (typed after the pair, or on ﻻ) is the
 * lam's. Decided once the letters are final, since ا + shadda + hamza sign is أ, which may carry one.
 */
function fixShaddaOnAlif(slots: readonly Slot[], count: number): void {
  for (let index = 0; index < count; index++) {
    const slot = slots[index]!;
    if (slot.shadda && slot.letter === 'ا' && slot.previous?.letter === 'ل') {
      slot.shadda = false;
      slot.previous.shadda = true;
    }
  }
}

const isCounted = (kind: Kind) => kind !== 'other';
const isFormat = (kind: Kind) => kind === 'format';

/** The one character read, for a character outside the folded blocks (reused: reading is synchronous). */
const ONE_CHAR: string[] = [''];
const ONE_KIND: Kind[] = ['other'];

/** The last sign read before a hamza sign, vowel signs aside, is a dagger alif: the hamza sits on it. */
function onDaggerAlif(marks: readonly string[]): boolean {
  for (let i = marks.length - 1; i >= 0; i--) {
    if (marks[i] === DAGGER_ALIF) return true;
    if (!VOWEL_SIGN.test(marks[i]!)) return false;
  }
  return false;
}

function unsupportedLetter(char: string): InvalidValue {
  const codePoint = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const known = unsupported.get(char);
  const detail = known
    ? (name: string) => `${name} contains '${char}' (${codePoint} ${known.name}), which has no abjad value: ${known.reason}`
    : (name: string) =>
        `${name} contains '${char}' (${codePoint}), an Arabic-script character with no abjad value in our tables; ` +
        'remove it or write the letter it stands for (see /docs/jummal/#letters)';
  return new InvalidValue('unsupported_letter', detail, { letter: char, code_point: codePoint });
}
