/**
 * Every word of the Quran with its segments, root and lemma (Quranic Arabic Corpus 0.4, mapped onto
 * our text by mapping.ts), and the answers of /api/v1/words, /api/v1/roots and /api/v1/lemmas.
 */
import { InvalidValue } from '../../shared/input-error';
import { corpus } from '../corpus';
import { textSources } from '../credits';
import { arabicToBuckwalter, buckwalterToArabic, isBuckwalter, isBuckwalterLetters } from './buckwalter';
import { mapWords, type MappedWord } from './mapping';
import { loadQacWords, qacSources, type QacSegment } from './qac';
import { FEATURE_TERMS, TAGS, VERB_FORMS } from './terms';

export const CORPUS_URL = 'https://corpus.quran.com';

/** What every answer carrying the corpus's data says about it (its terms ask for source, link and notice). */
export function wordsSource() {
  const sources = qacSources();
  return {
    name: 'Quranic Arabic Corpus (morphology, version 0.4)',
    author: 'Kais Dukes',
    url: CORPUS_URL,
    notice:
      'Quranic Arabic Corpus (morphology, version 0.4), Copyright (C) 2011 Kais Dukes, License: GNU General Public License. ' +
      'This annotation can be used in any website or application, provided its source (the Quranic Arabic Corpus) is clearly indicated, ' +
      'and a link is made to http://corpus.quran.com to enable users to keep track of changes.',
    via: { repository: sources.conversion.repository, commit: sources.conversion.commit, folder: 'tf/0.4', license: 'CC BY 4.0' },
    mapped_onto: 'the KFGQPC text this API serves; /docs/words lists where the two texts divide words differently',
  };
}

/** A root's Buckwalter letters in Arabic; the corpus's A (hamza as a root letter) is ء. */
export function rootArabic(root: string): string {
  return [...root].map((letter) => (letter === 'A' ? '\u0621' : buckwalterToArabic(letter))).join('');
}

/** A lemma in Arabic (NFC); the corpus's trailing digit that tells two homographs apart is kept. */
export function lemmaArabic(lemma: string): string {
  const [, letters, digit] = /^(.*?)(\d*)$/.exec(lemma)!;
  return buckwalterToArabic(letters!).normalize('NFC') + digit;
}

export const wordUrl = (location: string) => `${CORPUS_URL}/wordmorphology.jsp?location=(${location})`;

interface Occurrence {
  surah: number;
  ayah: number;
  position: number;
  text: string;
  location: string;
}

interface WordsData {
  words: MappedWord[][][];
  /** Buckwalter root → lemma (Buckwalter) → occurrences. */
  roots: Map<string, Map<string, Occurrence[]>>;
  lemmas: Map<string, { root: string | null; occurrences: Occurrence[] }>;
  lemmaByArabic: Map<string, string>;
}

let cached: WordsData | undefined;

export function wordsData(): WordsData {
  cached ??= buildWordsData();
  return cached;
}

function buildWordsData(): WordsData {
  const words = mapWords(corpus(), loadQacWords());
  const roots = new Map<string, Map<string, Occurrence[]>>();
  const lemmas = new Map<string, { root: string | null; occurrences: Occurrence[] }>();
  const seen = new Set<QacSegment>();
  for (const word of words.flat(2)) {
    for (const { location, segments } of word.corpusWords) {
      for (const segment of segments) {
        if (seen.has(segment) || segment.lemma === undefined) continue;
        seen.add(segment);
        // A corpus word both of whose halves we print apart (37:130) is one occurrence, written as printed.
        const text = word.difference?.kind === 'split' && segments.length === 1 && word.corpusWords[0]!.segments === segments ? splitText(words, word) : word.text;
        const occurrence: Occurrence = { surah: word.surah, ayah: word.ayah, position: word.position, text, location };
        const lemma = lemmas.get(segment.lemma) ?? { root: segment.root ?? null, occurrences: [] };
        lemma.occurrences.push(occurrence);
        lemmas.set(segment.lemma, lemma);
        if (segment.root !== undefined) {
          const byLemma = roots.get(segment.root) ?? new Map<string, Occurrence[]>();
          const list = byLemma.get(segment.lemma) ?? [];
          list.push(occurrence);
          byLemma.set(segment.lemma, list);
          roots.set(segment.root, byLemma);
        }
      }
    }
  }
  const lemmaByArabic = new Map<string, string>();
  for (const lemma of lemmas.keys()) {
    const arabic = lemmaArabic(lemma);
    if (lemmaByArabic.has(arabic)) throw new Error(`two lemmas are written ${arabic}`);
    lemmaByArabic.set(arabic, lemma);
  }
  return { words, roots, lemmas, lemmaByArabic };
}

function splitText(words: MappedWord[][][], word: MappedWord): string {
  const ayah = words[word.surah - 1]![word.ayah - 1]!;
  return ayah.filter((other) => other.difference === word.difference).map((other) => other.text).join(' ');
}

function segmentObject(segment: QacSegment) {
  const tag = TAGS[segment.posx === undefined ? segment.pos : `${segment.pos}/${segment.posx}`] ?? TAGS[segment.pos];
  if (!tag) throw new Error(`no tag for ${segment.pos}/${segment.posx}`);
  const en: Record<string, string | number | boolean> = {};
  const ar: Record<string, string> = {};
  const term = <K extends keyof typeof FEATURE_TERMS>(key: K, value: string | undefined, name: string = key) => {
    if (value === undefined) return;
    const found = (FEATURE_TERMS[key] as Record<string, readonly [string, string]>)[value];
    if (!found) throw new Error(`no term for ${key} '${value}'`);
    en[name] = found[0];
    ar[name] = found[1];
  };
  const isVerb = tag.tag === 'V';
  if (isVerb) term('tense', segment.tense);
  else if (segment.tense !== undefined) {
    const derivation = segment.tense === 'participle' ? `${segment.voice ?? 'active'} participle` : 'verbal noun';
    en.derivation = derivation;
    ar.derivation = segment.tense === 'participle' ? (segment.voice === 'passive' ? 'اسم مفعول' : 'اسم فاعل') : 'مصدر';
  }
  const form = segment.formation ?? (isVerb ? 'I' : undefined);
  if (form !== undefined) {
    en.form = form;
    ar.form = VERB_FORMS[form]!;
  }
  if (isVerb) term('voice', segment.voice ?? 'active');
  if (isVerb && segment.tense === 'imperfect') term('mood', segment.mood ?? 'indicative');
  if (segment.person !== undefined) {
    en.person = Number(segment.person);
    ar.person = FEATURE_TERMS.person[segment.person as '1' | '2' | '3'][1];
  }
  term('gender', segment.gender);
  term('number', segment.number);
  term('case', segment.case);
  if (segment.indefinite) {
    en.indefinite = true;
    ar.indefinite = 'نكرة';
  }
  term('special', segment.special);
  const kind = segment.component === 'main' ? 'stem' : segment.component;
  return { kind, text: buckwalterToArabic(segment.form), pos: tag.tag, name: tag.name, name_ar: tag.name_ar, ...en, terms_ar: ar };
}

function wordObject(word: MappedWord) {
  const segments = word.corpusWords.flatMap((corpusWord) => corpusWord.segments);
  const stem = segments.find((segment) => segment.lemma !== undefined);
  return {
    position: word.position,
    text: word.text,
    root: stem?.root === undefined ? null : rootArabic(stem.root),
    lemma: stem?.lemma === undefined ? null : lemmaArabic(stem.lemma),
    segments: segments.map(segmentObject),
    corpus: word.corpusWords.map(({ location }) => ({ location, url: wordUrl(location) })),
    ...(word.difference ? { note: word.difference.resolution } : {}),
  };
}

/** `GET /api/v1/words/{surah}/{ayah}`. */
export function ayahWordsResponse(surah: number, ayah: number) {
  const words = wordsData().words[surah - 1]![ayah - 1]!;
  return { surah, ayah, count: words.length, words: words.map(wordObject), sources: wordTextSources(), source: wordsSource() };
}

const rootUrl = (root: string) => `/api/v1/roots/${rootArabic(root)}`;
const lemmaUrl = (lemma: string) => `/api/v1/lemmas/${lemmaArabic(lemma)}`;
const spaced = (root: string) => [...rootArabic(root)].join(' ');
const firstOf = (occurrences: Occurrence[]) => occurrences.reduce((a, b) => (a.surah * 1000 + a.ayah <= b.surah * 1000 + b.ayah ? a : b));

/** Roots in the corpus's order of the Arabic alphabet (the Arabic letters' code points). */
export function rootKeys(): string[] {
  return [...wordsData().roots.keys()].sort((a, b) => (rootArabic(a) < rootArabic(b) ? -1 : rootArabic(a) > rootArabic(b) ? 1 : 0));
}

export const lemmaKeys = (): string[] => [...wordsData().lemmas.keys()].map(lemmaArabic);

/** `GET /api/v1/roots`. */
export function rootsResponse() {
  const { roots } = wordsData();
  return {
    count: roots.size,
    roots: rootKeys().map((root) => {
      const byLemma = roots.get(root)!;
      const all = [...byLemma.values()].flat();
      const first = firstOf(all);
      return { root: rootArabic(root), spaced: spaced(root), buckwalter: root, occurrences: all.length, lemmas: byLemma.size, first_ayah: `${first.surah}:${first.ayah}`, url: rootUrl(root) };
    }),
    source: wordsSource(),
  };
}

/** The words as written are our Uthmani text: its source and terms travel with them (contract §11). */
const wordTextSources = () => textSources({ text: 'arabic' });

/** `GET /api/v1/roots/{root}`. */
export function rootResponse(root: string) {
  const byLemma = wordsData().roots.get(root)!;
  const lemmas = [...byLemma.entries()].map(([lemma, occurrences]) => ({ lemma: lemmaArabic(lemma), buckwalter: lemma, occurrences: occurrences.length, url: lemmaUrl(lemma), words: occurrences }));
  return {
    root: rootArabic(root),
    spaced: spaced(root),
    buckwalter: root,
    occurrences: lemmas.reduce((sum, lemma) => sum + lemma.occurrences, 0),
    corpus_url: `${CORPUS_URL}/qurandictionary.jsp?q=${encodeURIComponent(root)}`,
    lemmas,
    sources: wordTextSources(),
    source: wordsSource(),
  };
}

/** `GET /api/v1/lemmas/{lemma}`. */
export function lemmaResponse(lemma: string) {
  const { root, occurrences } = wordsData().lemmas.get(lemma)!;
  return {
    lemma: lemmaArabic(lemma),
    buckwalter: lemma,
    root: root === null ? null : rootArabic(root),
    root_url: root === null ? null : rootUrl(root),
    occurrences: occurrences.length,
    words: occurrences,
    sources: wordTextSources(),
    source: wordsSource(),
  };
}

const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;
/** Letters without marks, the alef forms ٱ أ إ آ as ا: how a lemma typed without diacritics is compared. */
const plainLetters = (text: string) => text.replace(MARKS, '').replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627');
const HAMZA_FORMS = /[\u0621-\u0627\u0671]/gu;

/**
 * A root as people write it, to the corpus's Buckwalter letters: Arabic letters, spaced or not,
 * with or without diacritics, any hamza or alef form for the hamza (ء أ إ آ ٱ ا ؤ ئ), ى for ي; or
 * Buckwalter as the corpus writes it (rHm). Unknown roots are 404 root_not_found.
 */
export function readRoot(raw: string): string {
  const text = raw.normalize('NFC').replace(/[\s\-_,.،]+/gu, '');
  let root: string | null = null;
  if (/^[\x21-\x7e]+$/.test(text)) root = isBuckwalterLetters(text) ? text : null;
  else {
    const letters = text.replace(MARKS, '').replace(HAMZA_FORMS, '\u0627').replace(/\u0649/gu, '\u064A').replace(/[\u0624\u0626]/gu, '\u0627');
    root = /^[\u0627-\u063A\u0641-\u064A]+$/u.test(letters) && !letters.includes('\u0629') ? arabicToBuckwalter(letters) : null;
  }
  if (root === null || root.length < 2 || root.length > 4) {
    const got = raw.slice(0, 40);
    const withoutTaMarbuta = text.replace(MARKS, '').replace(/\u0629/gu, '');
    if (text.includes('\u0629') && withoutTaMarbuta !== '') {
      const suggestion = rootSuggestion(withoutTaMarbuta);
      throw new InvalidValue('invalid_root', () => `ة (ta marbuta) is no root letter: it ends a word, it is not part of its root; ${suggestion ? `the root here is ${suggestion}, ask /api/v1/roots/${suggestion}` : 'write the root without it'} (got '${got}')`, suggestion ? { suggestion } : {});
    }
    if (/^[A-Za-z]+$/.test(text)) {
      throw new InvalidValue('invalid_root', () => `write the root in Arabic letters, e.g. رحم or ر ح م (or in the corpus's Buckwalter letters, such as rHm); '${got}' is a Latin spelling, which names no root`);
    }
    throw new InvalidValue('invalid_root', () => `write the root as its 2 to 4 Arabic letters, e.g. رحم or ر ح م (diacritics and hamza forms are read; Buckwalter such as rHm too), got '${got}'`);
  }
  if (!wordsData().roots.has(root)) {
    throw new InvalidValue('root_not_found', () => `no word of the Quran has the root '${raw.slice(0, 40)}' in the Quranic Arabic Corpus; every root is listed at /api/v1/roots`);
  }
  return root;
}

/** The root a word written without its ta marbuta names, when the corpus has it (رحمة → رحم). */
function rootSuggestion(letters: string): string | null {
  try {
    readRoot(letters);
    return letters;
  } catch {
    return null;
  }
}

/**
 * A lemma: Arabic as the corpus writes it (with its diacritics), or without diacritics when that
 * names one lemma, or Buckwalter as the corpus writes it.
 */
export function readLemma(raw: string): string {
  const { lemmas, lemmaByArabic } = wordsData();
  const text = raw.normalize('NFC').trim();
  if (/^[\x21-\x7e]+$/.test(text)) {
    if (!isBuckwalter(text.replace(/\d+$/, ''))) throw new InvalidValue('invalid_lemma', () => `write the lemma in Arabic (e.g. رَحْمَة) or in the corpus's Buckwalter (e.g. raHomap), got '${raw.slice(0, 40)}'`);
    if (lemmas.has(text)) return text;
  } else {
    const exact = lemmaByArabic.get(text);
    if (exact !== undefined) return exact;
    const bare = plainLetters(text);
    if (!/^[\u0621-\u064A\u0671\d ]+$/u.test(bare)) throw new InvalidValue('invalid_lemma', () => `write the lemma in Arabic letters (diacritics optional), e.g. رحمة, got '${raw.slice(0, 40)}'`);
    const matches = [...lemmaByArabic.entries()].filter(([arabic]) => plainLetters(arabic) === bare);
    if (matches.length === 1) return matches[0]![1];
    if (matches.length > 1) {
      throw new InvalidValue('ambiguous_lemma', () => `'${raw.slice(0, 40)}' without diacritics is ${matches.length} lemmas: ${matches.slice(0, 20).map(([arabic]) => arabic).join(', ')}; write one with its diacritics`);
    }
  }
  throw new InvalidValue('lemma_not_found', () => `no lemma of the corpus is written '${raw.slice(0, 40)}'; the lemmas of each root are listed at /api/v1/roots/{root} (roots at /api/v1/roots)`);
}
