/** The route step's memory of matches: a target's match kept once it is asked again, never for a target asked once. */
import { describe, expect, it } from 'vitest';
import { matchOfQuery } from './find-route';

const search = (offset: number) => `/api/v1/search?q=%D8%A7%D9%84%D9%84%D9%87&limit=20&offset=${offset}`;
const matchOf = (target: string) => matchOfQuery(target, '/api/v1/search', target.slice(target.indexOf('?') + 1));

describe('matchOfQuery', () => {
  it('matches a target asked once without keeping it, and keeps it once asked again', () => {
    const target = search(7);
    const first = matchOf(target);
    expect(first.args).toEqual({ q: 'الله', limit: '20', offset: '7' });
    expect(Object.isFrozen(first)).toBe(false);
    const second = matchOf(target);
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second) && Object.isFrozen(second.args)).toBe(true);
    expect(matchOf(target)).toBe(second);
    expect(second).toEqual(first);
  });

  it('keeps no target of a flood of distinct ones, and still knows one asked again among them', () => {
    const again = search(100_000);
    matchOf(again);
    for (let offset = 200_000; offset < 203_000; offset++) expect(Object.isFrozen(matchOf(search(offset)))).toBe(false);
    expect(Object.isFrozen(matchOf(again))).toBe(true);
  });

  it('refuses a bad query each time, kept or not', () => {
    for (let i = 0; i < 3; i++) expect(() => matchOf('/api/v1/search?q=x&nope=1')).toThrow(/parameter 'nope' is not accepted here/);
  });
});
