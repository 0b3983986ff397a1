/**
 * The built server says ready before the editions' search indexes are loaded, and loads them after,
 * a slice at a time: a search sent at once, of any edition, waits for its own index (loaded next)
 * and is answered 200 from it, never 503, never from an index built on the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTexts } from '../../src/quran/editions';
import { PREBUILT_SEARCH_EDITIONS } from '../../src/quran/search/translations';
import { startBuiltServer, type RunningServer } from '../support/built-server';

const firstWord = (id: string) => editionTexts(id)[0]![0]!.split(' ').find((word) => /\p{L}/u.test(word))!;

describe('search indexes loaded after ready', () => {
  let server: RunningServer;
  let stdout = '';
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMITS: 'off', ACCESS_LOG: 'off' });
    stdout = server.startupOutput;
    server.child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
  }, 60_000);
  afterAll(() => server?.child.kill());

  it('answers every edition searched at once after ready, the last ones loaded first, each 200 with what it finds', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // The last of the load order first: each is moved to the front while the others wait.
    const editions = [...PREBUILT_SEARCH_EDITIONS].reverse();
    const answers = await Promise.all(
      editions.map(async (id) => {
        const response = await fetch(`${server.url}/api/v1/search?edition=${id}&limit=1&q=${encodeURIComponent(firstWord(id))}`);
        return { id, status: response.status, body: (await response.json()) as { edition?: string; count?: number } };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.id}: ${answer.status}`)).toEqual([]);
    for (const answer of answers) {
      expect(answer.body.edition).toBe(answer.id);
      // The first word of 1:1 is in 1:1 at least.
      expect(answer.body.count).toBeGreaterThan(0);
    }
    // Ready came first, the line saying every index is loaded after.
    const ready = stdout.indexOf('listening on');
    await expect.poll(() => stdout, { timeout: 60_000 }).toMatch(/search indexes: 42 loaded/);
    expect(stdout.indexOf('search indexes: 42 loaded')).toBeGreaterThan(ready);
    expect(stdout).not.toMatch(/could not be loaded|answer 503/);
  }, 90_000);
});
