/**
 * The JSON of `GET /v1/jummal`, written straight from the letters read: the same bytes as
 * `JSON.stringify(jummalResponse(text, options))`, without the object of each counted letter.
 * A text of 1,000 ligatures (﷽) is about 19,000 letters and 814 KB of JSON; through the objects it
 * allocated about 8 MB on the JS heap per answer, which a client asking such texts as fast as it is
 * answered turned into hundreds of MB of old generation (bench/README.md, "A handful of hostile
 * clients"). Here the bytes go into one writer reused from answer to answer (src/shared/json-bytes.ts)
 * and are handed out once; the pieces of each entry (`{"letter":"ب","value":`, a written form) are encoded
 * once and copied.
 */
import { forEachCounted, readLetters } from './count';
import type { JummalOptions } from './options';
import { noArabicLetters } from './response';
import { JsonBytes, utf8 } from '../shared/json-bytes';

/** One writer, reused from answer to answer: it grows to the longest answer allowed (about 1 MB) once. */
const writer = new JsonBytes(1 << 20);
const put = (bytes: Uint8Array) => writer.bytes(bytes);
const putString = (text: string) => writer.text(text);
const putNumber = (value: number) => writer.number(value);
const bytesOf = utf8;

/**
 * Encoded pieces, made once. The letters come from a fixed table; the written forms come from the
 * texts (a ligature, a letter and its signs), so that map is emptied when it holds 4,096.
 */
const letterOpenings = new Map<string, Buffer>();
const writtenForms = new Map<string, Buffer>();
const WRITTEN = bytesOf(',"written":');
const SEATED = bytesOf(',"seated":true');
const SHADDA = bytesOf(',"shadda":true');
const ENTRY_END = bytesOf('}');
const COMMA = bytesOf(',');
const BREAKDOWN = bytesOf(',"breakdown":[');
const TOTAL = bytesOf('],"total":');
const WORDS = bytesOf(',"words":[');
const WORD = bytesOf('{"word":');
const WORD_TOTAL = bytesOf(',"total":');
const OPTIONS = bytesOf('],"options":');

function letterOpening(letter: string): Buffer {
  let bytes = letterOpenings.get(letter);
  if (bytes === undefined) {
    bytes = bytesOf(`{"letter":${JSON.stringify(letter)},"value":`);
    letterOpenings.set(letter, bytes);
  }
  return bytes;
}

function writtenForm(written: string): Buffer {
  let bytes = writtenForms.get(written);
  if (bytes === undefined) {
    if (writtenForms.size >= 4096) writtenForms.clear();
    bytes = bytesOf(JSON.stringify(written));
    writtenForms.set(written, bytes);
  }
  return bytes;
}

/**
 * The body of `GET /v1/jummal` for a text already read and options already parsed, as JSON text:
 * byte for byte `JSON.stringify(jummalResponse(text, options))`, and the same 400 no_arabic_letters.
 *
 * @example jummalResponseJson('اب', DEFAULT_OPTIONS) //=> '{"text":"اب","breakdown":[{"letter":"ا","value":1},{"letter":"ب","value":2}],"total":3,...}'
 */
export function jummalResponseJson(text: string, options: JummalOptions): string {
  return jummalResponseBytes(text, options).toString('utf8');
}

/** The same body as UTF-8 bytes in memory of their own (not a slice of this writer's nor of a shared pool). */
export function jummalResponseBytes(text: string, options: JummalOptions): Buffer {
  const read = readLetters(text);
  const wordTotals = new Array<number>(read.words.length).fill(0);
  writer.reset();
  putString('{"text":');
  putString(JSON.stringify(text));
  put(BREAKDOWN);
  let total = 0;
  let entries = 0;
  forEachCounted(read, options, (letter, value, written, seated, shadda, word) => {
    if (entries++ > 0) put(COMMA);
    put(letterOpening(letter));
    putNumber(value);
    if (written !== undefined) {
      put(WRITTEN);
      put(writtenForm(written));
    }
    if (seated) put(SEATED);
    if (shadda) put(SHADDA);
    put(ENTRY_END);
    total += value;
    wordTotals[word]! += value;
  });
  if (entries === 0) throw noArabicLetters(text);
  put(TOTAL);
  putNumber(total);
  put(WORDS);
  read.words.forEach((word, index) => {
    if (index > 0) put(COMMA);
    put(WORD);
    putString(JSON.stringify(text.slice(word.start, word.end)));
    put(WORD_TOTAL);
    putNumber(wordTotals[index]!);
    put(ENTRY_END);
  });
  put(OPTIONS);
  putString(JSON.stringify(options));
  put(ENTRY_END);
  return writer.take();
}
