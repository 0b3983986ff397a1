/** The Quranic Arabic Corpus's parameters: a root and a lemma, each read once into the corpus's Buckwalter key. */
import { readLemma, readRoot } from '../../quran/words';
import { defineParam } from './param';

const ROOT_DOC = {
  description: 'a root in Arabic letters, spaced or not (diacritics and hamza forms are read), or in Buckwalter',
  example: 'رحم',
  schema: { type: 'string' },
  codes: ['invalid_root', 'root_not_found'],
  read: (raw: string) => readRoot(raw),
} as const;

const LEMMA_DOC = {
  description: 'a lemma as the corpus writes it in Arabic (diacritics optional when they are not needed to tell lemmas apart), or in Buckwalter',
  example: 'رَحْمَة',
  schema: { type: 'string' },
  codes: ['invalid_lemma', 'lemma_not_found', 'ambiguous_lemma'],
  read: (raw: string) => readLemma(raw),
} as const;

/** A root in Arabic letters (spaced or not, diacritics and hamza forms read) or Buckwalter: 400 invalid_root, 404 root_not_found. */
export const ROOT = defineParam({ ...ROOT_DOC, required: true });
/** A lemma in Arabic (diacritics optional when unambiguous) or Buckwalter: 400 invalid_lemma or ambiguous_lemma, 404 lemma_not_found. */
export const LEMMA = defineParam({ ...LEMMA_DOC, required: true });

/** The same root, as a filter of a search. */
export const ROOT_FILTER = defineParam({
  ...ROOT_DOC,
  description: 'only ayahs with a word of this root (Quranic Arabic Corpus), e.g. رحم or ر ح م; with q both must hold',
  codes: [...ROOT_DOC.codes, 'root_needs_arabic'],
});
/** The same lemma, as a filter of a search. */
export const LEMMA_FILTER = defineParam({
  ...LEMMA_DOC,
  description: 'only ayahs with a word of this lemma (Quranic Arabic Corpus), e.g. رَحْمَة; with q both must hold',
  codes: [...LEMMA_DOC.codes, 'root_needs_arabic'],
});
