/**
 * The acceptance vectors (../shared/data/abjad-vectors.json, copied unchanged into testdata/ so the
 * tests pass on a fresh clone): 56 texts with their total under the default rules and under single
 * changed options. Each is checked through the pure function and through the route.
 */
import { describe, expect, it } from 'vitest';
import data from '../../jummal/testdata/abjad-vectors.json' with { type: 'json' };
import { callApi } from '../../../tests/support/in-process';
import { countAbjad } from '../../jummal/count';
import { DEFAULT_OPTIONS } from '../../jummal/options';
import { readJummalOptions as parseJummalOptions } from '../vocabulary';

interface Vector {
  text: string;
  total: number;
  variants: Record<string, number>;
}

const vectors = (data as unknown as { vectors: Vector[] }).vectors;
const defaults = vectors.map((vector) => [vector.text, vector.total] as const);
const variants = vectors.flatMap((vector) =>
  Object.entries(vector.variants).map(([option, total]) => [vector.text, option, total] as const),
);
const ask = (query: string) => callApi(`/v1/jummal?${query}`);

describe('the acceptance vectors', () => {
  it('are all there: 56 texts and 24 variants', () => {
    expect(vectors).toHaveLength(56);
    expect(variants).toHaveLength(24);
  });

  it.each(defaults)('count %s as %i under the default rules', (text, total) => {
    expect(countAbjad(text, DEFAULT_OPTIONS).total).toBe(total);
  });

  it.each(variants)('count %s under %s as %i', (text, option, total) => {
    const [name, value] = option.split('=') as [string, string];
    expect(countAbjad(text, parseJummalOptions({ [name]: value })).total).toBe(total);
  });

  it.each(defaults)('answer GET /v1/jummal?text=%s with total %i', (text, total) => {
    const answer = ask(`text=${encodeURIComponent(text)}`);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body.total).toBe(total);
    expect(body.options).toEqual(DEFAULT_OPTIONS);
  });

  it.each(variants)('answer GET /v1/jummal?text=%s&%s with total %i', (text, option, total) => {
    const answer = ask(`text=${encodeURIComponent(text)}&${option}`);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    expect(body.total).toBe(total);
    const [name, value] = option.split('=') as [string, string];
    expect(String(body.options[name])).toBe(value);
  });
});
