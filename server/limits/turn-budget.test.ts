/**
 * Live answers spread over turns: once a turn has made its budget of them, the next waits for a
 * later turn, in order, and what the loop reads in between goes first.
 */
import { describe, expect, it } from 'vitest';
import { TURN_BUDGET_MS, inTurn } from './turn-budget';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('inTurn', () => {
  it('makes at most a budget of answers a turn (one at least), in order, with other work between', async () => {
    const order: string[] = [];
    // Six answers of 15 ms asked in one turn: two fit the budget of 25 ms, the rest wait.
    const answers = Array.from({ length: 6 }, (_, n) =>
      Promise.resolve(
        inTurn(() => {
          busy(15);
          order.push(`answer ${n}`);
          return n;
        }),
      ),
    );
    expect(order).toEqual(['answer 0', 'answer 1']);
    // A cheap request read by the next poll: it comes before the answers still waiting.
    setTimeout(() => order.push('cheap'), 0);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order.indexOf('cheap')).toBeLessThan(order.indexOf('answer 5'));
    expect(order.filter((entry) => entry.startsWith('answer'))).toEqual(['answer 0', 'answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5']);
    expect(TURN_BUDGET_MS).toBe(25);
  });

  it('passes an answer that throws on to its caller', async () => {
    for (let i = 0; i < 3; i++) inTurn(() => busy(15));
    await expect(Promise.resolve(inTurn(() => { throw new Error('bad input'); }))).rejects.toThrow('bad input');
  });
});
