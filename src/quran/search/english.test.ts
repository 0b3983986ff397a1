/**
 * The English phrase search (pair postings) against a plain scan of every ayah's tokens:
 * for common two-word phrases ("and of", "of the") and phrases of three and four words taken from the
 * text, the ayahs found are exactly those whose token sequence (insertions kept, or removed) holds
 * the phrase.
 */
import { describe, expect, it } from 'vitest';
import { corpus } from '../corpus';
import { englishTokens, searchEnglish } from './english';
import { searchIndex } from './quran-index';

const sequences = corpus()
  .flatMap((surah) => surah.ayahs)
  .map((ayah) => {
    const tokens = englishTokens(ayah.english);
    return [tokens.map((t) => t.text), tokens.filter((t) => !t.inserted).map((t) => t.text)];
  });

function scan(phrase: string[]): number[] {
  const holds = (sequence: string[]) => sequence.some((_, i) => phrase.every((word, j) => sequence[i + j] === word));
  return sequences.flatMap(([kept, removed], id) => (holds(kept!) || holds(removed!) ? [id] : []));
}

/** Phrases from the text itself: every 97th ayah's tokens from its third, 2 to 4 words long. */
const fromText = sequences
  .filter((_, id) => id % 97 === 0)
  .flatMap(([kept]) => [2, 3, 4].map((length) => kept!.slice(2, 2 + length)))
  .filter((phrase) => phrase.length >= 2);

describe('English phrases', () => {
  const index = searchIndex();
  it.each([['and', 'of'], ['of', 'the'], ['and', 'the'], ['in', 'the'], ['the', 'of'], ['allah', 'is', 'forgiving'], ['of', 'of']])('%s %s… finds what a scan of every ayah finds', (...phrase) => {
    expect([...searchEnglish(index, phrase.join(' '), [0, sequences.length]).matches]).toEqual(scan(phrase));
  });
  it(`agrees with the scan on ${fromText.length} phrases taken from the text, in the whole Quran and in surah 2`, () => {
    for (const phrase of fromText) {
      const expected = scan(phrase);
      expect([...searchEnglish(index, phrase.join(' '), [0, sequences.length]).matches], phrase.join(' ')).toEqual(expected);
      const [start, end] = [index.surahStart[2]!, index.surahStart[3]!];
      expect([...searchEnglish(index, phrase.join(' '), [start, end]).matches]).toEqual(expected.filter((id) => id >= start && id < end));
    }
  });
});
