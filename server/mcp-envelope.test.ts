/** /mcp's own work: in the metrics and access log like any request, and charged to its client's budget. */
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readServerConfig } from './process/config';
import { createObservability } from './observability/observability';
import { memoryState } from './limits/shared-state';
import { makeEdgeFixture } from '../tests/support/edge-fixture';

describe('the MCP envelope at /mcp', () => {
  const fixture = makeEdgeFixture();
  const observability = createObservability({ accessLog: false, metrics: true });
  // 1 ms of work a second, a burst of 10 ms: a stream of tool lists uses it up.
  const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared: memoryState(() => 1_000_000, 1), observability });
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => app.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(fixture.dist, { recursive: true, force: true });
  });
  const listTools = (id: number) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }) });

  it('charges tools/list to its client: a stream of them is refused 429 rate_limited, and each is counted in the metrics', async () => {
    const first = await listTools(1);
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await first.json()).result.tools.length).toBeGreaterThan(10);
    const statuses: number[] = [];
    for (let i = 2; i < 400 && !statuses.includes(429); i++) {
      const response = await listTools(i);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ code: 'rate_limited' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      } else await response.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
    // A tool call past the budget: the tool's own refusal, as a model reads it, and no work done.
    const call = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 'c', method: 'tools/call', params: { name: 'jummal', arguments: { text: 'بسم' } } }) });
    expect(call.status).toBe(200);
    expect(await call.json()).toMatchObject({ id: 'c', result: { isError: true, content: [{ type: 'text', text: expect.stringMatching(/^rate_limited: /) }] } });
    statuses.push(call.status);
    const text = await observability.metricsText();
    const counted = [...text.matchAll(/^itk_requests_total\{group="mcp",status="(\d+)"\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[2]), 0);
    expect(counted).toBe(statuses.length + 1);
  });
});
