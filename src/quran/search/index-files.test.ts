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
import { buildSearchIndex, buildSearchIndexData, searchIndexFrom, type SearchIndexData } from './quran-index';
import { editionFile, quranIndexFile, quranTexts, readSearchIndexFile, SEARCH_INDEX_FORMAT, writeSearchIndexFiles } from './index-files';
import { buildTranslationIndex, type TranslationIndex } from './translation-index';
import { searchTranslationIndex } from './translation-match';
import { chunkedHeader, ChunkedReader } from './index-chunks';
import { decodeTranslationIndex } from './translation-index-file';

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
    expect(Array.from({ length: loaded.texts.length }, (_, i) => loaded.texts.text(i))).toEqual(texts);
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
    const lengthAt = bytes.indexOf(`"format":${SEARCH_INDEX_FORMAT}`);
    expect(lengthAt).toBeGreaterThan(0);
    const old = Buffer.from(bytes);
    old.write(String(SEARCH_INDEX_FORMAT - 1), lengthAt + '"format":'.length, 'latin1');
    writeFileSync(path.join(dir, 'old.v8'), old);
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

  it("cuts the Quran's file in chunks, each read back in one step, and reads it back whole", () => {
    const bytes = readFileSync(path.join(dir, quranIndexFile));
    const reader = new ChunkedReader<SearchIndexData>(bytes);
    let steps = 0;
    let data: SearchIndexData | undefined;
    while (!(data = reader.step(0))) steps++;
    expect(steps + 1).toBe(chunkedHeader(bytes).parts.reduce((sum, part) => sum + part.chunks, 0));
    expect(steps).toBeGreaterThan(100);
    const built = buildSearchIndexData(surahs);
    expect(data.english.pairs.keys).toEqual(built.english.pairs.keys);
    expect(data.arabic.words).toEqual(built.arabic.words);
    const cut = Buffer.from(bytes.subarray(0, bytes.length - 100));
    expect(() => new ChunkedReader(cut).step(Infinity)).toThrow(/cut short/);
  });

  it("reads an edition's file back in steps, and refuses one cut short", () => {
    const bytes = readFileSync(path.join(dir, editionFile('zh-makin')));
    const steps = decodeTranslationIndex(bytes);
    let count = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) count++;
    expect(count).toBeGreaterThanOrEqual(3);
    const built = buildTranslationIndex('zh-makin', 'zh', editionTexts('zh-makin').flat());
    expect([next.value.vocabulary.size, next.value.pairs.size, next.value.ayahs.length]).toEqual([built.vocabulary.size, built.pairs.size, 6236]);
    for (const [key, id] of [...built.vocabulary].slice(0, 500)) expect(next.value.vocabulary.get(key)).toBe(id);
    expect(next.value.vocabulary.get('not a key')).toBeUndefined();
    expect([...next.value.ayahs.ayah(6235).keys]).toEqual([...built.ayahs.ayah(6235).keys]);
    const cut = Buffer.from(bytes.subarray(0, bytes.length - 100));
    expect(() => [...decodeTranslationIndex(cut)]).toThrow(/cut short/);
  });
});
