/** The shared bad-input table (tests/support/bad-inputs.ts), against the built server. */
import { describe, expect, it } from 'vitest';
import { BAD_INPUTS } from '../support/bad-inputs';
import { expectProblemShape, get } from '../support/api';

describe.each(Object.entries(BAD_INPUTS))('%s', (_route, rows) => {
  it.each(rows.map((row) => [row.request.slice(0, 80), row] as const))('%s', async (_shown, row) => {
    const problem = expectProblemShape(await get(row.request), row.status, row.code);
    expect(problem.param).toBe(row.param);
  });
});
