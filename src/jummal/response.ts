import { InvalidValue, firstControlCharacter } from '../shared/input-error';
import { countAbjad, type BreakdownEntry, type WordTotal } from './count';
import type { JummalOptions } from './options';

/** Longest text accepted, in Unicode code points after URL decoding (contract §4). */
export const MAX_TEXT_LENGTH = 1000;

/** The body of `GET /v1/jummal`: the spec's three fields, then the per-word totals and the options used. */
export interface JummalResponse {
  /** The text as received, after URL decoding. */
  text: string;
  breakdown: BreakdownEntry[];
  total: number;
  words: WordTotal[];
  options: JummalOptions;
}

/**
 * The `text` parameter: required and non-empty (400 missing_parameter), at most 1000 code points
 * (400 text_too_long), with no control character such as NUL (400 invalid_text). Code points, not UTF-16 units: 𝄞 or a letter outside the BMP is one.
 *
 * @example readJummalText('محمد') //=> 'محمد'
 */
export function readJummalText(text: string): string {
  const control = firstControlCharacter(text);
  if (control) {
    throw new InvalidValue(
      'invalid_text',
      (name) => `${name} must not contain control characters, got ${control.codePoint} at position ${control.index}; remove it (tabs and line breaks are fine)`,
      { code_point: control.codePoint },
    );
  }
  let length = 0;
  for (const _ of text) length++;
  if (length > MAX_TEXT_LENGTH) {
    throw new InvalidValue(
      'text_too_long',
      (name) => `${name} must be at most ${MAX_TEXT_LENGTH} characters (Unicode code points after URL decoding), got ${length}; send a shorter text or split it`,
      { max_length: MAX_TEXT_LENGTH, length },
    );
  }
  return text;
}

/**
 * The answer to `GET /v1/jummal` for a text already read and options already parsed. A text in
 * which nothing counts (no Arabic letter) is 400 no_arabic_letters rather than a total of 0.
 *
 * @example jummalResponse('الله', DEFAULT_OPTIONS).total //=> 66
 */
export function jummalResponse(text: string, options: JummalOptions): JummalResponse {
  const { breakdown, total, words } = countAbjad(text, options);
  if (breakdown.length === 0) throw noArabicLetters(text);
  return { text, breakdown, total, words, options: { ...options } };
}

/** 400 no_arabic_letters: a text in which nothing counts. */
export function noArabicLetters(text: string): InvalidValue {
  const shown = [...text].slice(0, 40).join('') + ([...text].length > 40 ? '…' : '');
  return new InvalidValue(
    'no_arabic_letters',
    (name) => `${name} must contain at least one Arabic-script letter to count; got '${shown}' (digits, punctuation, marks and other scripts count nothing)`,
  );
}
