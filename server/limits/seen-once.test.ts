import { describe, expect, it } from 'vitest';
import { SeenOnce } from './seen-once';

/**
 * The rule stated plainly, with two Sets of the texts themselves: the newer holds the last `window`
 * new texts noted (those forgotten since included), the older the `window` before. The table must
 * answer as this does.
 */
class SeenOnceModel {
  private recent = new Set<string>();
  private older = new Set<string>();
  private noted = 0;
  constructor(private readonly window: number) {}
  again(text: string): boolean {
    if (this.recent.delete(text) || this.older.delete(text)) return true;
    if (this.noted >= this.window) {
      this.older = this.recent;
      this.recent = new Set();
      this.noted = 0;
    }
    this.recent.add(text);
    this.noted++;
    return false;
  }
}

describe('SeenOnce', () => {
  it.each([
    [100, 150, 250],
    [4, 4, 9],
  ])('with a window of %i, knows a text asked again once, still after %i other texts, and not after %i more', (window, within, past) => {
    const seen = new SeenOnce(window);
    expect(seen.again('/a')).toBe(false);
    expect(seen.again('/a')).toBe(true);
    expect(seen.again('/a')).toBe(false);
    for (let i = 0; i < within; i++) seen.again(`/other/${i}`);
    expect(seen.again('/a')).toBe(true);
    seen.again('/b');
    for (let i = 0; i < past; i++) seen.again(`/more/${i}`);
    expect(seen.again('/b')).toBe(false);
  });

  it('answers as the plain rule does over 200,000 requests of texts asked once, twice and often, at several windows', () => {
    for (const window of [1, 7, 256, 4096]) {
      const seen = new SeenOnce(window);
      const model = new SeenOnceModel(window);
      let seed = window;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      let differences = 0;
      let agains = 0;
      for (let i = 0; i < 200_000; i++) {
        // Mostly new texts, some from a pool asked again at every distance.
        const text = random() < 0.6 ? `/api/v1/search?q=new&offset=${i}` : `/api/v1/search?q=again&offset=${Math.floor(random() * window * 3)}`;
        const answer = seen.again(text);
        if (answer !== model.again(text)) differences++;
        if (answer) agains++;
      }
      expect(differences, `window ${window}`).toBe(0);
      expect(agains, `window ${window}`).toBeGreaterThan(1000);
    }
  });
});
