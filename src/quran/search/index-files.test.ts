/**
 * The prebuilt search indexes: what the build writes and the server reads back
 * answers every query exactly as the index built in process does; a file of another format, of
 * other texts, or unreadable is passed over with a word, and a missing one silently.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpus } from '../corpus';
import { editionTexts, EDITIONS } from '../editions';
import { searchQuran } from './index';
import { buildSearchIndex, searchIndexFrom, type SearchIndexData } from './quran-index';
import { editionFile, quranIndexFile, quranTexts, readSearchIndexFile, SEARCH_INDEX_FORMAT, writeSearchIndexFiles } from './index-files';
import { buildTranslationIndex, searchTranslationIndex, type TranslationIndex } from './translations';
import { chunkedHeader, ChunkedReader, serializeInChunks } from './index-chunks';

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const EDITIONS_WRITTEN = ['fr-hamidullah', 'zh-makin', 'ur-maududi'];
const written = writeSearchIndexFiles(dir, EDITIONS_WRITTEN);
const surahs = corpus();
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

const ARABIC_AND_ENGLISH = ['الله', 'من', 'ا', 'الصلاة', 'يا أيها الذين آمنوا', 'بسم الله', 'ابرهيم', 'مؤمنين', 'سئل', 'لا', 'And of', 'lord of the worlds', 'mercy', "qur'an", 'ever-living', 'xylophone'];
const TRANSLATION_QUERIES: Record<string, string[]> = {
  'fr-hamidullah': ['Allah', 'miséricorde', 'le Seigneur', "l'univers", 'aujourd’hui'],
  'zh-makin': ['真主', '仁慈', '主', '信道的人们'],
  'ur-maududi': ['اللہ', 'رحم', 'اللّٰہ', 'کتاب'],
};

describe('prebuilt search index files', () => {
  it('are written for the Quran and each edition asked', () => {
    expect(written.map((file) => file.file)).toEqual([quranIndexFile, ...EDITIONS_WRITTEN.map(editionFile)]);
    for (const file of written) expect(file.bytes).toBeGreaterThan(100_000);
  });

  it('read back, answer every Arabic and English query as the index built in process', () => {
    const data = readSearchIndexFile<SearchIndexData>(dir, quranIndexFile, () => quranTexts(surahs), warn);
    expect(data).toBeDefined();
    const [built, loaded] = [buildSearchIndex(surahs), searchIndexFrom(surahs, data!)];
    for (const query of ARABIC_AND_ENGLISH) {
      for (const surah of [null, 2, 114]) {
        const options = { query, limit: 500, offset: 0, surah };
        expect(JSON.stringify(searchQuran(options, loaded)), `${query} in ${surah}`).toBe(JSON.stringify(searchQuran(options, built)));
      }
    }
    expect(warnings).toEqual([]);
  });

  it.each(EDITIONS_WRITTEN)('read back, answer queries in %s as the index built in process', (id) => {
    const texts = editionTexts(id).flat();
    const loaded = readSearchIndexFile<TranslationIndex>(dir, editionFile(id), () => texts, warn)!;
    expect(loaded).toBeDefined();
    // The file holds the edition's texts, as the edition's source file gives them.
    expect(loaded.texts).toEqual(texts);
    const built = buildTranslationIndex(id, EDITIONS.find((edition) => edition.id === id)!.language, texts);
    for (const query of TRANSLATION_QUERIES[id]!) {
      const [a, b] = [searchTranslationIndex(loaded, query, [0, 6236]), searchTranslationIndex(built, query, [0, 6236])];
      expect([...a.ids], query).toEqual([...b.ids]);
      expect(b.ids.length, `${query} finds something`).toBeGreaterThan(0);
      for (const ayah of b.ids.slice(0, 20)) expect(a.matchedWords(ayah)).toEqual(b.matchedWords(ayah));
    }
    expect(warnings).toEqual([]);
  });

  it('passes over a file of another format, of other texts, or unreadable, and says which; a missing file silently', () => {
    const heard: string[] = [];
    const texts = () => editionTexts('fr-hamidullah').flat();
    const bytes = readFileSync(path.join(dir, editionFile('fr-hamidullah')));
    const { parts: _parts, ...header } = chunkedHeader(bytes);
    const data = new ChunkedReader<Record<string, unknown>>(bytes).step(Infinity)!;
    writeFileSync(path.join(dir, 'old.v8'), serializeInChunks({ ...header, format: SEARCH_INDEX_FORMAT - 1 }, data));
    writeFileSync(path.join(dir, 'corrupt.v8'), Buffer.from('not a serialization'));
    expect(readSearchIndexFile(dir, 'old.v8', texts, (m) => heard.push(m))).toBeUndefined();
    expect(readSearchIndexFile(dir, editionFile('fr-hamidullah'), () => editionTexts('es-garcia').flat(), (m) => heard.push(m))).toBeUndefined();
    expect(readSearchIndexFile(dir, 'corrupt.v8', texts, (m) => heard.push(m))).toBeUndefined();
    expect(readSearchIndexFile(dir, 'absent.v8', texts, (m) => heard.push(m))).toBeUndefined();
    expect(heard).toHaveLength(3);
    expect(heard[0]).toMatch(/old\.v8 has format/);
    expect(heard[1]).toMatch(/other texts/);
    expect(heard[2]).toMatch(/corrupt\.v8 cannot be read/);
  });

  it('cuts a file in chunks that each read back in a few ms, and reads it back whole', () => {
    const bytes = readFileSync(path.join(dir, editionFile('fr-hamidullah')));
    const reader = new ChunkedReader<TranslationIndex>(bytes);
    let steps = 0;
    let data: TranslationIndex | undefined;
    while (!(data = reader.step(0))) steps++;
    // One chunk per step: the ayahs alone are 16 slices of 400.
    expect(steps).toBeGreaterThan(30);
    expect(data.ayahs).toHaveLength(6236);
    expect(data.pairs.size).toBe(buildTranslationIndex('fr-hamidullah', 'fr', editionTexts('fr-hamidullah').flat()).pairs.size);
    const cut = Buffer.from(bytes.subarray(0, bytes.length - 100));
    expect(() => new ChunkedReader(cut).step(Infinity)).toThrow(/cut short/);
  });
});
