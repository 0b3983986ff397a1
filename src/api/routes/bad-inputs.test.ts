/** The shared bad-input table (tests/support/bad-inputs.ts), through the dispatcher in process. */
import { describe, expect, it } from 'vitest';
import { BAD_INPUTS } from '../../../tests/support/bad-inputs';
import { callApi } from '../../../tests/support/in-process';

describe.each(Object.entries(BAD_INPUTS))('%s', (_route, rows) => {
  it.each(rows.map((row) => [row.request.slice(0, 80), row] as const))('%s', (_shown, row) => {
    const answer = callApi(row.request, { now: new Date() });
    expect([answer.status, answer.json.code, answer.json.param]).toEqual([row.status, row.code, row.param]);
  });
});
