/**
 * How a server gets its translation indexes: only from the build's files, never built on a request.
 * An edition whose file is missing answers `unavailable` (503) and the operator hears why; the rest
 * are loaded one per turn of the event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { readSearchIndexFilesFrom, writeSearchIndexFiles } from './index-files';
import { loadedTranslationIndexes, loadTranslationIndexes, PREBUILT_SEARCH_EDITIONS, translationIndex } from './translations';

const dir = mkdtempSync(path.join(os.tmpdir(), 'search-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeSearchIndexFiles(dir, ['fr-hamidullah', 'zh-makin']);
const heard: string[] = [];
readSearchIndexFilesFrom(dir, (message) => heard.push(message), { buildMissing: false });
const edition = (id: string) => EDITIONS.find((candidate) => candidate.id === id)!;

describe('translation indexes in a server', () => {
  it('are written by the build for every edition `edition=` searches (all but the English of the Quran index)', () => {
    const searched = EDITIONS.filter((candidate) => candidate.id !== 'en-sahih').map((candidate) => candidate.id);
    expect([...PREBUILT_SEARCH_EDITIONS].sort()).toEqual(searched.sort());
    expect(PREBUILT_SEARCH_EDITIONS).toEqual(expect.arrayContaining(['ar-jalalayn', 'ar-muyassar', 'en-transliteration', 'th-thai']));
  });

  it('come from the files; an edition without one is never built: `unavailable`, and the log says which', () => {
    expect(translationIndex(edition('fr-hamidullah')).vocabulary.size).toBeGreaterThan(1000);
    const started = performance.now();
    let thrown: unknown;
    try {
      translationIndex(edition('es-garcia'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'unavailable', param: 'edition' });
    // Building it would have taken hundreds of ms; refusing takes a file look-up.
    expect(performance.now() - started).toBeLessThan(400);
    expect(heard.some((message) => /es-garcia\.v8 is missing/.test(message))).toBe(true);
    expect(loadedTranslationIndexes()).not.toContain('es-garcia');
  });

  it('are loaded one per turn of the event loop, the unreadable ones named', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const failed = await loadTranslationIndexes(['zh-makin', 'es-garcia', 'fr-hamidullah']);
    clearInterval(ticker);
    expect(failed).toEqual(['es-garcia']);
    expect(loadedTranslationIndexes()).toEqual(expect.arrayContaining(['fr-hamidullah', 'zh-makin']));
    expect(turns).toBeGreaterThan(0);
  });
});
