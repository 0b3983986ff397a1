/**
 * A fresh server answers a first search by root or lemma at once: the corpus's words and the index of
 * their roots and lemmas are made before it says ready, never on a request, so the first search holds
 * no other client and is charged no more than the hundredth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../support/built-server';

describe('a fresh server\'s first search by root', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ ACCESS_LOG: 'off' });
  }, 120_000);
  afterAll(() => server?.child.kill());

  it('answers the first 500-result root search without building an index, and refuses none of the next six searches', async () => {
    const started = performance.now();
    const first = await fetch(`${server.url}/api/v1/search?root=${encodeURIComponent('رحم')}&limit=500`);
    const body = (await first.json()) as { count: number; results: { matched_words: number[] }[] };
    const firstMs = performance.now() - started;
    expect(first.status).toBe(200);
    expect(body.count).toBeGreaterThan(300);
    expect(body.results.every((result) => result.matched_words.length > 0)).toBe(true);
    // Built on the request it took 1.2-1.5 s alone (18-22 s on this shared machine); made before ready, a search's own work.
    expect(firstMs).toBeLessThan(1000);
    const statuses: number[] = [];
    for (const query of [`root=${encodeURIComponent('علم')}`, `root=${encodeURIComponent('كتب')}&limit=500`, `lemma=${encodeURIComponent('رَحْمَة')}`, `root=${encodeURIComponent('قول')}`, `root=${encodeURIComponent('رحم')}&lemma=${encodeURIComponent('رَحْمَة')}`, 'q=mercy']) {
      const response = await fetch(`${server.url}/api/v1/search?${query}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  }, 60_000);
});
