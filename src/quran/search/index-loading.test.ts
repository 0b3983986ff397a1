/**
 * How a server gets its search indexes: only from the build's files, never built on a request,
 * loaded a slice at a time before it says it is ready. An edition whose file is missing answers
 * `unavailable` (503) and the operator hears why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Modules of its own: this file puts the search indexes in a server's state (read from files only,
// none built), which the other files of its worker (the unit project shares one module graph per
// worker) must not see, nor may it see the indexes they built. Forgotten again when it ends.
vi.resetModules();
afterAll(() => vi.resetModules());
const { EDITIONS, editionTexts } = await import('../editions');
const { editionFile, loadSearchIndexFiles, readSearchIndexFilesFrom, searchedEditionOf, searchIndexesLoading, writeSearchIndexFiles } = await import('./index-files');
const { buildTranslationIndex } = await import('./translation-index');
const { searchTranslationIndex } = await import('./translation-match');
const { loadedTranslationIndexes, PREBUILT_SEARCH_EDITIONS, translationIndex } = await import('./translations');

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeSearchIndexFiles(dir, ['fr-hamidullah', 'zh-makin', 'th-thai']);
const heard: string[] = [];
readSearchIndexFilesFrom(dir, (message) => heard.push(message), { buildMissing: false });
const edition = (id: string) => EDITIONS.find((candidate) => candidate.id === id)!;

describe('search indexes in a server', () => {
  it('are written by the build for every edition `edition=` searches (all but the English of the Quran index)', () => {
    const searched = EDITIONS.filter((candidate) => candidate.id !== 'en-sahih').map((candidate) => candidate.id);
    expect([...PREBUILT_SEARCH_EDITIONS].sort()).toEqual(searched.sort());
    expect(PREBUILT_SEARCH_EDITIONS).toEqual(expect.arrayContaining(['ar-jalalayn', 'ar-muyassar', 'en-transliteration', 'th-thai']));
  });

  it('a search waits for an index not loaded yet, moved to the front, and then reads it: nothing built, never `unavailable`', async () => {
    expect(searchIndexesLoading('th-thai')).toBeUndefined();
    const loading = loadSearchIndexFiles(dir, { editions: ['zh-makin', 'fr-hamidullah', 'th-thai'], sliceMs: 5 });
    // The Quran's index first, for every search; then the asked edition before those nobody asked for.
    const waiting = searchIndexesLoading(searchedEditionOf('อัลลอฮ์', 'th'));
    expect(waiting).toBeInstanceOf(Promise);
    expect(searchIndexesLoading(undefined)).toBeInstanceOf(Promise);
    await waiting;
    expect(loadedTranslationIndexes()).toContain('th-thai');
    expect(loadedTranslationIndexes()).not.toContain('fr-hamidullah');
    expect(searchIndexesLoading('th-thai')).toBeUndefined();
    const heardBefore = heard.length;
    expect(searchTranslationIndex(translationIndex(edition('th-thai')), 'อัลลอฮ์', [0, 6236]).ids.length).toBeGreaterThan(0);
    expect(heard.length).toBe(heardBefore);
    expect((await loading).loaded).toEqual(['quran.index', 'th-thai.index', 'zh-makin.index', 'fr-hamidullah.index']);
    // Loaded: nothing to wait for, and an edition never loaded here is not waited for either.
    expect(searchIndexesLoading('fr-hamidullah')).toBeUndefined();
    expect(searchIndexesLoading('es-garcia')).toBeUndefined();
  });

  it('names the edition a search by words reads: `edition`, or the default of `lang`; none for the Quran\'s own texts or a refused query', () => {
    expect(searchedEditionOf('Dieu', undefined, edition('fr-hamidullah'))).toBe('fr-hamidullah');
    expect(searchedEditionOf('Dieu', 'fr')).toBe('fr-hamidullah');
    expect(searchedEditionOf('mercy')).toBeUndefined();
    expect(searchedEditionOf('رحمة', 'ar')).toBeUndefined();
    expect(searchedEditionOf('x', 'en', edition('fr-hamidullah'))).toBeUndefined();
  });

  it('are loaded a slice at a time: the event loop turns between slices, the missing ones named', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    delay.enable();
    const loading = await loadSearchIndexFiles(dir, { editions: ['zh-makin', 'es-garcia', 'fr-hamidullah', 'th-thai'], sliceMs: 5, warn: (message) => heard.push(message) });
    delay.disable();
    clearInterval(ticker);
    // The Quran's index, made by the load above, is not read again.
    expect(loading.loaded).toEqual(['zh-makin.index', 'fr-hamidullah.index', 'th-thai.index']);
    expect(loading.failed).toEqual(['es-garcia.index']);
    expect(heard.some((message) => /es-garcia\.index is missing/.test(message))).toBe(true);
    expect(loadedTranslationIndexes()).toEqual(expect.arrayContaining(['fr-hamidullah', 'zh-makin', 'th-thai']));
    // Four files of 2.5-7 MB, each more than one 5 ms slice of work on any machine: more turns than files
    // (how many depends on the machine's speed). The slices' length is a bench's figure (bench/start.bench.ts), not asserted here.
    expect(turns).toBeGreaterThan(6);
    console.log(`loaded in slices: longest ${loading.longestSliceMs.toFixed(1)} ms, longest event-loop delay ${(delay.max / 1e6).toFixed(1)} ms, ${turns} timer turns`);
  });

  it('answer as the index built in process, with the texts of the edition', () => {
    const texts = editionTexts('th-thai').flat();
    const loaded = translationIndex(edition('th-thai'));
    const built = buildTranslationIndex('th-thai', 'th', texts);
    expect(Array.from({ length: loaded.texts.length }, (_, i) => loaded.texts.text(i))).toEqual(texts);
    for (const query of ['อัลลอฮ์', 'ความเมตตา']) expect([...searchTranslationIndex(loaded, query, [0, 6236]).ids]).toEqual([...searchTranslationIndex(built, query, [0, 6236]).ids]);
  });

  it('an edition without a file is never built: `unavailable`, and the log says which', () => {
    const started = performance.now();
    let thrown: unknown;
    try {
      translationIndex(edition('es-garcia'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'unavailable', about: 'edition' });
    // Building it would have taken hundreds of ms; refusing takes a file look-up.
    expect(performance.now() - started).toBeLessThan(400);
    expect(heard.some((message) => new RegExp(`${editionFile('es-garcia').replace('.', '\\.')} is missing or unreadable`).test(message))).toBe(true);
    expect(loadedTranslationIndexes()).not.toContain('es-garcia');
  });
});
