import type { ErrorCode } from '../../shared/input-error';

export const wordErrors: ErrorCode[] = [
  { code: 'invalid_root', status: 400, meaning: 'The root is not 2 to 4 Arabic root letters (spaces, diacritics and hamza forms are read; Buckwalter letters such as rHm too).' },
  { code: 'root_not_found', status: 404, meaning: 'No word of the Quran has this root in the Quranic Arabic Corpus; the list is GET /api/v1/roots.' },
  { code: 'invalid_lemma', status: 400, meaning: 'The lemma is neither Arabic letters and marks nor Buckwalter as the corpus writes it.' },
  { code: 'lemma_not_found', status: 404, meaning: 'No lemma of the corpus is written so; the lemmas are listed by root under GET /api/v1/roots/{root}.' },
  { code: 'ambiguous_lemma', status: 400, meaning: 'Without diacritics the lemma matches several lemmas; the detail lists them: write one of them with its diacritics.' },
  { code: 'root_needs_arabic', status: 400, meaning: 'root= and lemma= search the Arabic text: they cannot be combined with a lang other than ar.' },
];
