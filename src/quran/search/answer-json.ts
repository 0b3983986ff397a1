/**
 * The JSON of a search answer, written from its page (src/quran/search/index.ts) without making the
 * answer object: byte for byte `JSON.stringify(searchQuran(options))`, as UTF-8. Each ayah's fields
 * are serialized once and kept as a fragment of bytes, and the page is joined from fragments; only
 * the parts that change with the request (the query, the counts, the edition text, the matched
 * words) are serialized per answer. JSON.stringify of the results was a third of a distinct
 * search's time, and encoding the joined string for the socket a fifth of what was left.
 */
import { withAyahFields } from '../responses';
import { textSources } from '../credits';
import type { IndexedAyah, SearchIndex } from './quran-index';
import { searchPage, type SearchOptions, type SearchPage } from './index';
import { JsonBytes, digitCount, utf8 } from '../../shared/json-bytes';

/**
 * Per index, the JSON of each ayah's fields as a search result opens with them, without the closing
 * brace (`{"surah_number":1,…,"sajda":false`), kept as UTF-8 bytes. Made on first use: at most one
 * per ayah of the Quran.
 */
const ayahFragments = new WeakMap<SearchIndex, (Buffer | undefined)[]>();

function ayahFragmentsOf(index: SearchIndex): (Buffer | undefined)[] {
  let fragments = ayahFragments.get(index);
  if (fragments === undefined) ayahFragments.set(index, (fragments = new Array<Buffer | undefined>(index.ayahs.length)));
  return fragments;
}

function ayahFragment(index: SearchIndex, id: number): Buffer {
  return utf8(fragmentOf(index.ayahs[id]!));
}

/** Serialized by JSON.stringify from the same object a result is made of, so the bytes cannot differ. */
function fragmentOf({ surah, ayah }: IndexedAyah): string {
  const json = JSON.stringify(withAyahFields({ surah_number: surah.number, surah_name: surah.name }, ayah));
  return json.slice(0, -1);
}

/** The JSON of `sources` for the edition carried (or none): one per edition at most. */
const sourcesFragments = new Map<string, Buffer>();

export function sourcesFragment(edition: string | undefined): string {
  return sourcesBytes(edition).toString('utf8');
}

function sourcesBytes(edition: string | undefined): Buffer {
  const key = edition ?? '';
  let fragment = sourcesFragments.get(key);
  if (fragment === undefined) {
    fragment = utf8(JSON.stringify(textSources({ arabic_text: true, english_text: true, ...(edition === undefined ? {} : { text: edition }) })));
    sourcesFragments.set(key, fragment);
  }
  return fragment;
}

const TEXT = utf8(',"text":');
const LIMIT = utf8(',"limit":');
const OFFSET = utf8(',"offset":');
const RESULTS = utf8(',"results":[');
const COMMA = 0x2c;

/**
 * The end of a result, `,"matched_words":[2,5]}`, per query (its matchedWords function, made once
 * per search and remembered with its matches: index.ts) and ayah, for the last MATCHED_QUERIES
 * queries: a page of a query asked before reuses the tails of the results it shares with earlier
 * pages (finding a word's occurrences in the ayah's text again was a third of writing a page).
 * ASCII, at most one per ayah per query: about 7 MB at most. Kept in a map of the ayahs written, not
 * an array as long as the index's ayahs: most distinct searches write one page, and an array of
 * 6,236 slots per query was two thirds of the memory a distinct search allocated.
 */
const MATCHED_QUERIES = 16;
const matchedTails = new Map<(id: number) => number[], Map<number, string>>();

/** A query's tails by ayah id, filled as its pages are written. */
function matchedWordsTails(matchedWords: (id: number) => number[]): Map<number, string> {
  let tails = matchedTails.get(matchedWords);
  if (tails === undefined) {
    if (matchedTails.size >= MATCHED_QUERIES) matchedTails.clear();
    matchedTails.set(matchedWords, (tails = new Map()));
  }
  return tails;
}

/** The bytes of a search's answer before its count, and after its last result: the same on every page of it. */
function headOf(page: SearchPage): Buffer {
  return (page.written.head ??= utf8(
    `{"query":${JSON.stringify(page.query)},"lang":${JSON.stringify(page.lang)},"normalized_query":${JSON.stringify(page.normalized)}` +
      `,"surah":${JSON.stringify(page.surah)}${page.edition === undefined ? '' : `,"edition":${JSON.stringify(page.edition)}`},"count":`,
  ));
}

function footOf(page: SearchPage): Buffer {
  return (page.written.foot ??= page.hint === undefined ? sharedFoot(page) : footBytes(page));
}

function footBytes({ searched, hint, textEdition }: SearchPage): Buffer {
  return Buffer.concat([
    utf8(`],"searched":${JSON.stringify(searched)}${hint === undefined ? '' : `,"hint":${JSON.stringify(hint)}`},"sources":`),
    sourcesBytes(textEdition),
    utf8('}'),
  ]);
}

/**
 * The foot of a search without a hint, the same for every search of one text (what `searched` says,
 * and the edition the results carry): about 1 KB, one per edition searched at most, made once
 * instead of joined for each distinct search.
 */
const sharedFeet = new Map<string, Buffer>();

function sharedFoot(page: SearchPage): Buffer {
  const { lang, field, editions } = page.searched;
  const key = `${lang}\u0000${field}\u0000${editions.join('\u0000')}\u0001${page.textEdition ?? ''}`;
  let foot = sharedFeet.get(key);
  if (foot === undefined) sharedFeet.set(key, (foot = footBytes(page)));
  return foot;
}

/**
 * A page's results as the writer needs them twice (to count the answer's bytes, then to write
 * them): reused from answer to answer, as the writer is.
 */
const pageTails: string[] = [];
const pageTexts: string[] = [];

/** Search answers are 1-50 KB; the writer grows for a larger one and stays that size. */
const writer = new JsonBytes(64 * 1024);

/**
 * The answer of `searchQuran(options, index)`, serialized: UTF-8 bytes in memory of their own, of
 * exactly their length. The bytes are counted first (kept fragments, ASCII tails, the edition texts
 * of a translation), then written straight into that memory: no copy of the page after it is written.
 */
export function searchQuranBytes(options: SearchOptions, index?: SearchIndex): Buffer {
  const page = searchPage(options, index);
  const { matches, text, matchedWords, offset, end } = page;
  const fragments = ayahFragmentsOf(page.index);
  const tails = matchedWordsTails(matchedWords);
  const head = headOf(page);
  const foot = footOf(page);
  let length = head.length + digitCount(page.count) + LIMIT.length + digitCount(page.limit) + OFFSET.length + digitCount(page.offset) + RESULTS.length + foot.length;
  if (end > offset) length += end - offset - 1;
  for (let k = offset; k < end; k++) {
    const id = matches[k]!;
    let tail = tails.get(id);
    if (tail === undefined) tails.set(id, (tail = `,"matched_words":[${matchedWords(id).join(',')}]}`));
    pageTails[k - offset] = tail;
    length += (fragments[id] ??= ayahFragment(page.index, id)).length + tail.length;
    if (text !== undefined) {
      const json = JSON.stringify(text(id));
      pageTexts[k - offset] = json;
      length += TEXT.length + Buffer.byteLength(json);
    }
  }
  const out = writer;
  out.start(length);
  out.bytes(head);
  out.number(page.count);
  out.bytes(LIMIT);
  out.number(page.limit);
  out.bytes(OFFSET);
  out.number(page.offset);
  out.bytes(RESULTS);
  for (let k = offset; k < end; k++) {
    if (k > offset) out.byte(COMMA);
    out.bytes(fragments[matches[k]!]!);
    if (text !== undefined) {
      out.bytes(TEXT);
      out.text(pageTexts[k - offset]!);
    }
    out.ascii(pageTails[k - offset]!);
  }
  out.bytes(foot);
  pageTexts.length = 0;
  return out.finish();
}

/** The same answer as JSON text (tests, the docs' examples). */
export function searchQuranJson(options: SearchOptions, index?: SearchIndex): string {
  return searchQuranBytes(options, index).toString('utf8');
}
