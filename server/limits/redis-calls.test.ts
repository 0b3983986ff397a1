/**
 * The deadline of a call to Redis: the caller stops waiting when it passes, however busy the next
 * turn of the event loop, and whether Redis answered in time is told one turn later.
 */
import { describe, expect, it } from 'vitest';
import { DeadlineExceeded, withDeadline } from './redis-calls';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('withDeadline', () => {
  it('gives up at the deadline, not after the busy turn that follows it', async () => {
    const started = performance.now();
    const call = withDeadline(new Promise<never>(() => {}), 250);
    // A long answer made in the same turn as the deadline (a 500-result search, say).
    setTimeout(() => busy(300), 250);
    const error = await call.catch((caught: unknown) => caught);
    const waited = performance.now() - started;
    expect(error).toBeInstanceOf(DeadlineExceeded);
    expect(waited).toBeGreaterThanOrEqual(249);
    expect(waited).toBeLessThan(250 + 150);
    expect(await (error as DeadlineExceeded).answeredNextTurn).toBe(false);
  });

  it('tells a stall from an answer that was only waiting to be read, one turn later', async () => {
    let answer: (value: string) => void = () => {};
    const late = new Promise<string>((resolve) => (answer = resolve));
    const error = (await withDeadline(late, 20).catch((caught: unknown) => caught)) as DeadlineExceeded;
    answer('PONG');
    expect(await error.answeredNextTurn).toBe(true);
    const failed = (await withDeadline(Promise.reject(new Error('closed')).then(() => 'never'), 20).catch((caught: unknown) => caught)) as Error;
    expect(failed).not.toBeInstanceOf(DeadlineExceeded);
  });

  it('answers with the command when it comes first', async () => {
    expect(await withDeadline(Promise.resolve('OK'), 250)).toBe('OK');
  });
});
