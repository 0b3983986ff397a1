/**
 * A word segment's grammar as one line in the interface's language, for the reader's word popup and
 * the words page: the Arabic interface shows the API's own Arabic terms (`name_ar`, `terms_ar`), the
 * others the terms of strings/words.ts (WORD_TERMS), the API's English where a term is missing.
 */
import { WORD_TERMS } from './strings/words';

export type WordLang = 'en' | 'ar' | 'ur' | 'id' | 'tr';
export interface Segment { kind: string; text: string; pos: string; name: string; name_ar: string; terms_ar: Record<string, string>; [feature: string]: unknown }

const FEATURES = ['tense', 'derivation', 'form', 'voice', 'mood', 'person', 'gender', 'number', 'case', 'indefinite', 'special'];

/** A term of WORD_TERMS in the language, or the API's English. */
export const wordTerm = (lang: WordLang, english: string) => (WORD_TERMS[english] as Record<string, string> | undefined)?.[lang] ?? english;

/** The segment's part of speech and features, joined as the language writes a list. */
export function segmentGrammar(segment: Segment, lang: WordLang): string {
  const term = (english: string) => wordTerm(lang, english);
  const parts = [lang === 'ar' ? segment.name_ar : term(segment.pos) === segment.pos ? segment.name : term(segment.pos)];
  for (const feature of FEATURES) {
    const value = segment[feature];
    if (value === undefined) continue;
    if (lang === 'ar') parts.push(segment.terms_ar[feature] ?? String(value));
    else if (feature === 'indefinite') parts.push(term('indefinite'));
    else if (feature === 'form') parts.push(`${term('form')} ${String(value)}`);
    else if (feature === 'person') parts.push(`${term('person')}: ${term(String(value))}`);
    else parts.push(term(String(value)));
  }
  return parts.join(lang === 'ar' || lang === 'ur' ? '، ' : ', ');
}
