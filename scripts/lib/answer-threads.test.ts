import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/api/routes';
import { readApiConfig } from '../../src/api/config';
import { dataTreeFiles } from './distribution';
import { dataTreeFilesInThreads } from './answer-threads';

describe('dataTreeFilesInThreads', () => {
  it('gives the files of dataTreeFiles in the same order with the same bytes and kinds, the answers made by two threads', async () => {
    // Many runs of each thread (hijri.month: 1,896 answers) and a folder index (the surah list's).
    const routes = allRoutes.filter((route) => ['quran.surah-list', 'quran.surah', 'jummal.quran-surah', 'hijri.month'].includes(route.id));
    const expected = [...dataTreeFiles(routes, { now: new Date(0), config: readApiConfig() })];
    const given = [];
    for await (const file of dataTreeFilesInThreads(routes, 2)) given.push(file);
    expect(given.map((file) => `${file.kind} ${file.url}`)).toEqual(expected.map((file) => `${file.kind} ${file.url}`));
    const differing = given.filter((file, i) => !file.bytes.equals(expected[i]!.bytes)).map((file) => file.url);
    expect(differing).toEqual([]);
    expect(given.length).toBeGreaterThan(1896 + 114 + 114);
    expect(given.some((file) => file.kind === 'folder-index')).toBe(true);
  }, 240_000);
});
