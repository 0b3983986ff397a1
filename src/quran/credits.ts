/**
 * The texts each answer carries, named with their terms (contract: "Terms of the texts"), from the
 * one record of what we pass on (src/credits).
 */
import { BASE_SOURCES } from '../credits';
import { EDITIONS } from './editions-list';

/** The credit and terms of one text an answer carries: which text it is, and its licence. */
export interface TextSource {
  /** An edition id (`en-sahih`) or a source id of the manifest (`quran-json`). */
  id: string;
  name: string;
  license: { name: string; url: string; commercial_use: boolean; modification: boolean; attribution: string };
}

/** The Uthmani Arabic text every ayah object carries, as `arabic_text` (quran-json, CC BY-SA 4.0). */
export function arabicTextSource(): TextSource {
  const source = BASE_SOURCES.find((candidate) => candidate.id === 'quran-json')!;
  return {
    id: source.id,
    name: `Uthmani text (KFGQPC, Hafs), npm ${source.from.package}@${source.from.version}`,
    license: { name: source.terms.name, url: source.terms.url, commercial_use: source.terms.commercial_use, modification: source.terms.modification, attribution: source.terms.conditions.join(' ') },
  };
}

/** The edition whose text is `english_text` in every ayah object. */
export const ENGLISH_TEXT_EDITION = 'en-sahih';

/** One edition's text, as an answer names it. */
export function editionTextSource(id: string): TextSource {
  const edition = EDITIONS.find((candidate) => candidate.id === id);
  if (!edition) throw new Error(`no edition ${id}`);
  const name = edition.translator.includes(edition.name) ? edition.translator : `${edition.name} (${edition.translator})`;
  return { id: edition.id, name, license: edition.license };
}

/**
 * The `sources` block of an answer: for each field that holds a text we pass on, which text it is and
 * its terms (contract: "Terms of the texts"). Keys are the answer's field names (`arabic_text`,
 * `english_text`, `text`), wherever in the answer those fields are.
 */
export function textSources(fields: { arabic_text?: true; english_text?: true; text?: string | 'arabic' }): Record<string, TextSource> {
  const sources: Record<string, TextSource> = {};
  if (fields.arabic_text) sources.arabic_text = arabicTextSource();
  if (fields.english_text) sources.english_text = editionTextSource(ENGLISH_TEXT_EDITION);
  if (fields.text !== undefined) sources.text = fields.text === 'arabic' ? arabicTextSource() : editionTextSource(fields.text);
  return sources;
}

let ayahSources: Record<string, TextSource> | undefined;
/** The sources of an answer made of ayah objects (`arabic_text` and `english_text`). */
export const ayahObjectSources = (): Record<string, TextSource> => (ayahSources ??= textSources({ arabic_text: true, english_text: true }));
