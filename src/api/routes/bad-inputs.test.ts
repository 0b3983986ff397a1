/** The shared bad-input table (tests/support/bad-inputs.ts), through the dispatcher in process. */
import { describe, expect, it } from 'vitest';
import { BAD_INPUTS } from '../../../tests/support/bad-inputs';
import { answerApiRequest } from '../dispatch';
import { readApiConfig } from '../config';

describe.each(Object.entries(BAD_INPUTS))('%s', (_route, rows) => {
  it.each(rows.map((row) => [row.request.slice(0, 80), row] as const))('%s', (_shown, row) => {
    const [pathname, query = ''] = row.request.split('?') as [string, string?];
    const answer = answerApiRequest({ pathname, rawQuery: query ? `?${query}` : '', context: { now: new Date(), config: readApiConfig() } });
    const problem = JSON.parse(answer.body);
    expect([answer.status, problem.code, problem.param]).toEqual([row.status, row.code, row.param]);
  });
});
