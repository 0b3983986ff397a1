/**
 * Every edition is served exactly as its publisher's copy committed in data/translations has it,
 * character for character (issue: translations as their translators wrote them). The copies are read
 * here with parsers of their own, not the loader's; the second copies of the Tanzil files are
 * compared too, and every difference must be one data/translations/copies-compared.json decided.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import compared from '../../data/translations/copies-compared.json' with { type: 'json' };
import { EDITION_PROVENANCE, EDITIONS, ayahKeyOf, editionFootnotes, editionTexts, footnoteNumbers, unplacedNotesOf } from './editions';

const dataFile = (file: string) => readFileSync(new URL(`../../data/translations/${file}`, import.meta.url));

/** `sura|aya|text` lines, as Tanzil writes its files; `#` lines are its header. */
function tanzilLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.slice(line.indexOf('|', line.indexOf('|') + 1) + 1));
}

/** data-quran's JSON: `{translations: {"1": ...}}`, or a bare map for the transliteration. */
function mirrorJson(bytes: Buffer): { texts: string[]; footnotes: Record<string, string> } {
  const parsed = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  const map = (parsed.translations ?? parsed) as Record<string, string>;
  return { texts: Array.from({ length: 6236 }, (_, i) => map[String(i + 1)]!), footnotes: (parsed.footnotes ?? {}) as Record<string, string> };
}

function publisherCopy(id: string): string[] {
  const record = EDITION_PROVENANCE.find((candidate) => candidate.id === id)!;
  const bytes = dataFile(record.file);
  return record.publisher === 'tanzil' ? tanzilLines(bytes.toString('utf8')) : mirrorJson(bytes).texts;
}

const count = (texts: string[], pattern: RegExp) => texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
const PUNCTUATION: [string, RegExp][] = [
  ['?', /\?/g],
  ['!', /!/g],
  ['¿ ¡', /[¿¡]/g],
  ['quotes', /["'“”‘’«»„]/g],
  ['brackets', /[()[\]{}]/g],
];

describe('every edition is its publisher copy, character for character', () => {
  it('has a provenance record with mirror, commit, path and sha256 for every edition, and the file matches it', () => {
    expect(EDITION_PROVENANCE.map((record) => record.id).sort()).toEqual(EDITIONS.map((edition) => edition.id).sort());
    for (const record of EDITION_PROVENANCE) {
      expect(record.copy.repository).toMatch(/^https:\/\/github\.com\//);
      expect(record.copy.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(createHash('sha256').update(dataFile(record.file)).digest('hex')).toBe(record.sha256);
    }
  });

  for (const edition of EDITIONS) {
    it(`${edition.id}: each of the 6,236 ayahs as published, and the same count of ? ! ¿ ¡ quotes and brackets`, () => {
      const source = publisherCopy(edition.id);
      const served = editionTexts(edition.id).flat();
      expect(served.length).toBe(6236);
      for (let i = 0; i < 6236; i++) if (served[i] !== source[i]) expect(served[i], `${edition.id} ayah ${i + 1}`).toBe(source[i]);
      for (const [name, pattern] of PUNCTUATION) expect(count(served, pattern), `${edition.id} ${name}`).toBe(count(source, pattern));
    });
  }

  it('serves 26:123 of Saheeh International with its apostrophe, as Tanzil publishes it', () => {
    expect(editionTexts('en-sahih')[25]![122]).toBe("'Aad denied the messengers");
  });
});

describe('footnotes', () => {
  for (const edition of EDITIONS.filter((candidate) => candidate.footnotes)) {
    const record = EDITION_PROVENANCE.find((candidate) => candidate.id === edition.id)!;
    const { texts: copyTexts, footnotes: published } = mirrorJson(dataFile(record.file));
    const texts = editionTexts(edition.id);
    const notes = editionFootnotes(edition.id)!;
    const counts = texts.map((surah) => surah.length);
    const numbers = footnoteNumbers(copyTexts, record, (i) => ayahKeyOf(i, counts));
    const unplaced = (record.unplaced_notes ?? []).map((entry) => entry.number);
    const parts = (record.joined_notes ?? []).flatMap((joined) => joined.parts);
    const served = numbers.flat().filter((number): number is number => number !== null);

    it(`${edition.id}: each served note's marker stands in its ayah's text, in the text's order, and no number stands glued to a word`, () => {
      let markers = 0;
      let ayah = 0;
      texts.forEach((surah, s) =>
        surah.forEach((text, a) => {
          const inText = [...text.matchAll(/\[\^(\d+)\]/g)].map((match) => match[0]);
          markers += inText.length;
          const expected = inText.filter((_, k) => numbers[ayah]![k] !== null);
          expect(notes[s]![a]!.map((note) => note.marker), `${edition.id} ${s + 1}:${a + 1}`).toEqual(expected);
          const servedHere = numbers[ayah]!.filter((number) => number !== null);
          notes[s]![a]!.forEach((note, k) => {
            const joined = record.joined_notes?.find((candidate) => candidate.note === servedHere[k]);
            const copyText = joined ? joined.parts.reduce((all, part, j) => all + joined.separators[j] + published[part], published[joined.note]!) : published[servedHere[k]!];
            expect(note.text).toBe(copyText);
          });
          // Outside the publisher's markers, no footnote number glued to a word (menginfakkan6)).
          expect(text.replace(/\[\^\d+\]/g, ''), `${edition.id} ${s + 1}:${a + 1}`).not.toMatch(/\p{L}\d+\)/u);
          ayah++;
        }),
      );
      expect(markers).toBeGreaterThan(0);
    });

    it(`${edition.id}: the notes served and the notes listed as unplaced are the publisher's ${record.footnotes}, each once`, () => {
      expect(new Set(served).size).toBe(served.length);
      for (const number of unplaced) expect(served, `${edition.id} note ${number} is listed as unplaced`).not.toContain(number);
      expect(served.length + unplaced.length).toBe(record.footnotes);
      expect(Object.keys(published).length - parts.length).toBe(record.footnotes);
      expect(unplacedNotesOf(edition.id).unplaced_notes?.map((entry) => entry.number) ?? []).toEqual(unplaced);
    });

    it(`${edition.id}: the served notes are numbered in reading order, and every number of the copy is served, unplaced or part of a joined note`, () => {
      served.forEach((number, k) => k > 0 && expect(number, `${edition.id}: note ${number} after ${served[k - 1]}`).toBeGreaterThan(served[k - 1]!));
      const accounted = new Set([...served, ...unplaced, ...parts]);
      const missing = Object.keys(published).filter((number) => !accounted.has(Number(number)));
      expect(missing).toEqual([]);
    });
  }

  it('gives id-affairs 2:3 its footnote 6 and no glued number', () => {
    expect(editionTexts('id-affairs')[1]![2]).toContain('menginfakkan[^6] ');
    expect(editionFootnotes('id-affairs')![1]![2]).toEqual([{ marker: '[^6]', text: expect.stringMatching(/\S/) }]);
  });

  it("serves ha-gumi 2:168's note on Satan's footsteps at its marker, and 114:4's note on no ayah", () => {
    const [first, second] = editionFootnotes('ha-gumi')![1]![167]!;
    expect(second!.marker).toBe('[^1123]');
    expect(second!.text).toMatch(/zambiyõyin Shaiɗan/);
    expect(first!.text).not.toMatch(/ɓõyewa/);
    expect(unplacedNotesOf('ha-gumi').unplaced_notes!.find((entry) => entry.number === 1123)!.belongs_to).toBe('114:4');
  });

  it("serves hi-omari 9:60's four notes whole at their four markers, and no note of 65:2 on 3:35", () => {
    const notes = editionFootnotes('hi-omari')![8]![59]!;
    expect(notes.map((note) => note.marker)).toEqual(['[^763]', '[^764]', '[^765]', '[^766]']);
    expect(notes[0]!.text).toMatch(/^क़ुर्आन ने यहाँ फ़क़ीर और मिस्कीन/);
    expect(notes[3]!.text).toMatch(/जो यह हैः 1\. फ़क़ीर 2\. मिस्कीन, 3\. ज़कात के कार्यकर्ता, 4\. नये मुसलमान, 5\. दास-दासी/);
    expect(editionFootnotes('hi-omari')![2]![34]!.map((note) => note.marker)).toEqual(['[^212]']);
  });
});

describe('the second copy of every Tanzil edition', () => {
  const decided = new Map(compared.differences.map((entry) => [entry.edition, entry]));
  for (const record of EDITION_PROVENANCE.filter((candidate) => candidate.second_copy)) {
    it(`${record.id}: agrees with ${record.second_copy!.repository.replace('https://github.com/', '')} but where copies-compared.json says why`, () => {
      const second = gunzipSync(dataFile(record.second_copy!.file));
      expect(createHash('sha256').update(second).digest('hex')).toBe(record.second_copy!.sha256);
      const ours = tanzilLines(dataFile(record.file).toString('utf8'));
      const theirs = mirrorJson(second).texts;
      const differing = ours.filter((text, i) => text !== theirs[i]).length;
      expect(differing).toBe(decided.get(record.id)?.ayahs_differing ?? 0);
    });
  }

  it('finds only the five readings listed in fa-fooladvand once the Arabic and Persian yeh and kaf are folded', () => {
    const record = EDITION_PROVENANCE.find((candidate) => candidate.id === 'fa-fooladvand')!;
    const fold = (text: string) => text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک');
    const ours = editionTexts('fa-fooladvand');
    const theirs = mirrorJson(gunzipSync(dataFile(record.second_copy!.file))).texts;
    const keys = ours.flatMap((surah, s) => surah.map((_, a) => `${s + 1}:${a + 1}`));
    const left = ours.flat().flatMap((text, i) => (fold(text) === fold(theirs[i]!) ? [] : [keys[i]]));
    expect(left).toEqual(decided.get('fa-fooladvand')!.after_folding_arabic_yeh_and_kaf);
  });
});
