/** The operations endpoints under any other spelling: a JSON problem naming the exact path, never the site's HTML. */
import { afterAll, describe, expect, it } from 'vitest';
import { bodyJson as json, expectProblem, header, makeEdgeApps } from '../../tests/support/edge-fixture';

const edge = makeEdgeApps();
afterAll(() => edge.remove());

describe('/healthz and /readyz spelled otherwise', () => {
  it.each([
    ['/healthz?x=1', 400, 'unknown_parameter', '/healthz'],
    ['/readyz?probe', 400, 'unknown_parameter', '/readyz'],
    ['/readyz/', 404, 'not_found', '/readyz'],
    ['/healthz//', 404, 'not_found', '/healthz'],
    ['/HEALTHZ', 404, 'not_found', '/healthz'],
  ])('%s answers %i %s naming %s', async (target, status, code, meant) => {
    const response = await edge.app.request(target);
    const problem = expectProblem(response, status, code);
    expect(problem.detail).toContain(meant);
    expect(header(response, 'cache-control')).toBe('no-store');
  });

  it('leaves the exact paths and other paths as they were', async () => {
    expect(json(await edge.app.request('/healthz'))).toEqual({ status: 'ok' });
    expect((await edge.app.request('/healthzz')).status).toBe(404);
    expect(header(await edge.app.request('/healthzz'), 'content-type')).toContain('text/html');
  });
});
