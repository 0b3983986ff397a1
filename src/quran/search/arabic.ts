/**
 * Arabic search over the Quran text: the normalized query (src/quran/normalize.ts) must occur as a
 * substring of one ayah's normalized text. Word boundaries are not required (نوح also finds نوحي), as
 * in the reference. When nothing is found, the query is read again: words typed in the Uthmani
 * skeleton (ابرهيم), and words typed joined (الحمدلله, ماشاءالله) split into two or three Quran words.
 */
import { normalizeArabic } from '../normalize';
import type { SearchIndex } from './quran-index';
import { EMPTY, NO_WORDS, intersect, restrict, unite, type Matches, type Range } from './postings';

/** Searches the normalized Arabic; `normalized` is empty when the query has no Arabic letter or digit. */
export function searchArabic(index: SearchIndex, q: string, range: Range): Matches {
  const normalized = normalizeArabic(q);
  if (normalized === '') return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
  const seatQuery = normalizeArabic(q, { keepHamzaSeats: true });
  const found = withInWordDoubleHamza(index, normalized, seatQuery, range, searchNormalizedArabic(index, normalized, range));
  if (found.matches.length > 0) return withHamzaSeats(index, seatQuery, found);
  // Nothing found: maybe a word was typed as the Uthmani script writes it, without its small
  // letters (ابرهيم for إبراهيم, السموت for السماوات): read it in the modern spelling.
  const tokens = normalized.split(' ');
  const modern = tokens.map((token) => (index.arabic.wordId(token) === undefined ? index.arabic.modernSpelling(token) ?? token : token)).join(' ');
  if (modern !== normalized) {
    const respelled = searchNormalizedArabic(index, modern, range);
    if (respelled.matches.length > 0) return respelled;
  }
  // Nothing found: maybe words were typed joined (الحمدلله, عبدالله, ماشاءالله). Try every way of
  // splitting a word the Quran does not have into two words it has, then into three, and keep the
  // split found most often (two words before three).
  for (const parts of [2, 3]) {
    let best = found;
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t]!;
      if (token.length < 2 * parts || index.arabic.wordId(token) !== undefined) continue;
      for (const split of splitsInto(token, parts, (word) => index.arabic.wordId(word) !== undefined)) {
        const respelled = searchNormalizedArabic(index, [...tokens.slice(0, t), ...split, ...tokens.slice(t + 1)].join(' '), range);
        if (respelled.matches.length > best.matches.length) best = respelled;
      }
    }
    if (best.matches.length > 0) return best;
  }
  return found;
}

/** Every way to cut a word into `parts` words of two letters or more that `isWord` accepts. */
export function splitsInto(word: string, parts: number, isWord: (part: string) => boolean): string[][] {
  if (parts === 1) return word.length >= 2 && isWord(word) ? [[word]] : [];
  const out: string[][] = [];
  for (let cut = 2; cut <= word.length - 2 * (parts - 1); cut++) {
    const head = word.slice(0, cut);
    if (!isWord(head)) continue;
    for (const rest of splitsInto(word.slice(cut), parts - 1, isWord)) out.push([head, ...rest]);
  }
  return out;
}

/**
 * The first comparison folds the hamza seats (ؤ ئ → ء), so that مسؤولا finds the text's مسئولا and
 * رؤوف its رءوف. The matches are then compared again with the seats kept, as the Tanzil Simple text
 * writes them: شيء then finds شيء and not شيئا, آباء not آباؤنا, انك not أئنكم. For a query without a
 * hamza only ayahs whose two texts differ need the second look. If it leaves nothing, the query's seat
 * is not the text's spelling of the word (مسؤولا), and the folded matches stand.
 */
function withHamzaSeats(index: SearchIndex, seatQuery: string, found: Matches): Matches {
  const { seatTexts, seatDiffers } = index.arabic;
  // A query without a hamza matches alike where the texts differ only in their seats.
  const everyAyah = /[ءؤئ]/u.test(seatQuery);
  const matches = found.matches;
  const kept = new Uint16Array(matches.length);
  let n = 0;
  for (let k = 0; k < matches.length; k++) {
    const id = matches[k]!;
    if ((!everyAyah && seatDiffers[id]! < 2) || seatTexts[id]!.includes(seatQuery)) kept[n++] = id;
  }
  return n > 0 && n < matches.length ? { ...found, matches: kept.subarray(0, n) } : found;
}

/**
 * A word typed with a question hamza before a hamza on ya or waw (أئمة, أئنكم) becomes اا… in the
 * first comparison, which finds it only at the start of a word; the same letters inside a word
 * (قائمة, أبنائنا) keep their seat. So such a query is searched a second time with its seat, and the
 * two match lists are merged (the seat comparison then keeps what has the query's letters).
 */
function withInWordDoubleHamza(index: SearchIndex, normalized: string, seatQuery: string, range: Range, found: Matches): Matches {
  const words = normalized.split(' ');
  const seatWords = seatQuery.split(' ');
  if (words.length !== seatWords.length || !words.some((word) => word.startsWith('اا'))) return found;
  const seated = words.map((word, w) => {
    const seat = seatWords[w]![1];
    return word.startsWith('اا') && (seat === 'ئ' || seat === 'ؤ') ? 'ا' + (seat === 'ئ' ? 'ئ' : 'ء') + word.slice(2) : word;
  });
  if (seated.join(' ') === normalized) return found;
  const inWord = searchNormalizedArabic(index, seated.join(' '), range);
  if (inWord.matches.length === 0) return found;
  const merged = Uint16Array.from(new Set([...found.matches, ...inWord.matches])).sort();
  return {
    normalized,
    matches: merged,
    matchedWords: (id) => [...new Set([...found.matchedWords(id), ...inWord.matchedWords(id)])].sort((a, b) => a - b),
  };
}

function searchNormalizedArabic(index: SearchIndex, normalized: string, range: Range): Matches {
  const { texts, charWords, postings } = index.arabic;
  let matches: Uint16Array;
  if (normalized.length <= 3) {
    // Every sequence of up to three characters has exact postings: no verification needed.
    matches = restrict(postings(normalized) ?? EMPTY, range);
  } else if (!normalized.includes(' ')) {
    matches = searchOneWord(index, normalized, range);
  } else {
    const lists: Uint16Array[] = [];
    // The words inside a phrase are whole words of the ayah: their exact postings filter best.
    const tokens = normalized.split(' ');
    for (let t = 1; t < tokens.length - 1; t++) {
      const wordId = index.arabic.wordId(tokens[t]!);
      if (wordId === undefined) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
      lists.push(index.arabic.wordAyahs.list(wordId));
    }
    for (let i = 0; i + 3 <= normalized.length; i++) {
      const list = postings(normalized.slice(i, i + 3));
      if (!list) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
      lists.push(list);
    }
    const candidates = intersect(lists, range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      if (texts[id]!.includes(normalized)) candidates[n++] = id;
    }
    matches = candidates.subarray(0, n);
  }
  const matchedWords = (id: number) => {
    const text = texts[id]!;
    const owners = charWords.items;
    const first = charWords.from(id);
    // Occurrences come left to right and owners never decrease: the words come out sorted.
    const words: number[] = [];
    for (let at = text.indexOf(normalized); at !== -1; at = text.indexOf(normalized, at + 1)) {
      for (let i = at; i < at + normalized.length; i++) {
        const word = owners[first + i]!;
        if (text.charCodeAt(i) !== 32 && word !== words[words.length - 1]) {
          if (words.length === 0 || word > words[words.length - 1]!) words.push(word);
        }
      }
    }
    return words;
  };
  return { normalized, matches, matchedWords };
}

/**
 * A query of one word (four letters or more): the vocabulary words that contain it, found through
 * their trigrams and checked with a substring test, then the union of their ayahs.
 */
function searchOneWord(index: SearchIndex, normalized: string, range: Range): Uint16Array {
  const { words, wordAyahs, wordPostings } = index.arabic;
  const lists: Uint16Array[] = [];
  for (let i = 0; i + 3 <= normalized.length; i++) {
    const list = wordPostings(normalized.slice(i, i + 3));
    if (!list) return EMPTY;
    lists.push(list);
  }
  const candidates = intersect(lists, [0, words.length]);
  const found: Uint16Array[] = [];
  let total = 0;
  for (let k = 0; k < candidates.length; k++) {
    const wordId = candidates[k]!;
    if (!words[wordId]!.includes(normalized)) continue;
    const ayahs = restrict(wordAyahs.list(wordId), range);
    if (ayahs.length === 0) continue;
    found.push(ayahs);
    total += ayahs.length;
  }
  if (found.length <= 1) return found[0] ?? EMPTY;
  const [start, end] = range;
  if (total > (end - start) >> 3) {
    // Many ayahs: mark them on a bitmap of the range, then read it in order.
    const marks = new Uint8Array(end - start);
    for (const list of found) for (let k = 0; k < list.length; k++) marks[list[k]! - start] = 1;
    const united = new Uint16Array(Math.min(total, end - start));
    let n = 0;
    for (let j = 0; j < marks.length; j++) if (marks[j] === 1) united[n++] = j + start;
    return united.subarray(0, n);
  }
  return unite(found);
}

