/**
 * The MCP server through the SDK's own client, over stdio (`bin/islamic-tools-api-mcp.mjs`, offline)
 * and over Streamable HTTP at /mcp of the built server: the tools listed, every tool called once and
 * its answer the same as its `url` on the HTTP API, a bad argument for each answered as a tool
 * error with the problem's code, and /mcp under the API's keys and budget of work. The time each
 * transport takes to answer a call is printed.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { get, mainUrl, revokedKey, staticFile, testKey } from '../support/api';
import { TOOLS } from '../../src/mcp/tools';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A valid call and a bad argument for each tool, with the code the bad one must answer. */
const CALLS: Record<string, { good: Record<string, unknown>; bad: Record<string, unknown>; code: string }> = {
  convert_date: { good: { date: '2026-03-01', to: 'hijri' }, bad: { date: '2026-02-30', to: 'hijri' }, code: 'invalid_date' },
  hijri_today: { good: { tz: 'Europe/London' }, bad: { tz: 'Mars/Olympus' }, code: 'invalid_timezone' },
  hijri_month: { good: { year: 1447, month: 9 }, bad: { year: 1447, month: 13 }, code: 'invalid_month' },
  hijri_events: { good: { year: 1447 }, bad: { year: 'soon' }, code: 'invalid_year' },
  prayer_times: { good: { lat: 21.4225, lng: 39.8262, date: '2026-03-01' }, bad: { lat: 91, lng: 39.8262 }, code: 'invalid_latitude' },
  qibla: { good: { lat: 51.5074, lng: -0.1278 }, bad: { lat: 51.5074, lng: 181 }, code: 'invalid_longitude' },
  find_place: { good: { q: 'Cairo' }, bad: { q: 'Cairo', limit: 0 }, code: 'invalid_place_query' },
  quran_ayah: { good: { surah: 2, ayah: 255, edition: 'fr-hamidullah' }, bad: { surah: 2, ayah: 287 }, code: 'ayah_not_found' },
  quran_search: { good: { q: 'الصبر', limit: 3 }, bad: { q: 'patience', limit: 501 }, code: 'invalid_limit' },
  quran_words: { good: { surah: 1, ayah: 1 }, bad: { surah: 115, ayah: 1 }, code: 'surah_not_found' },
  jummal: { good: { text: 'بسم الله' }, bad: { text: 'بسم', system: 'greek' }, code: 'invalid_option' },
  verify_quran_quote: { good: { text: 'قل هو الله أحد' }, bad: { text: 'hello world' }, code: 'invalid_quote' },
};

type Result = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: { answer: Record<string, unknown>; url: string; sources: { id: string; license: { name: string } }[] } };

/** Runs the same checks over a connected client; returns the time of each good call (ms). */
function describeTools(connect: () => Promise<Client>, transport: string) {
  let client: Client;
  const errors: unknown[] = [];
  const times: number[] = [];
  beforeAll(async () => {
    client = await connect();
    client.onerror = (error) => errors.push(error);
  });
  afterAll(async () => {
    await client?.close();
    const sorted = [...times].sort((a, b) => a - b);
    if (sorted.length) console.log(`MCP over ${transport}: ${sorted.length} calls, median ${sorted[sorted.length >> 1]!.toFixed(0)} ms, slowest ${sorted[sorted.length - 1]!.toFixed(0)} ms`);
  });

  it('lists the twelve tools, each with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS.map((tool) => tool.name).sort());
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(CALLS).sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.required, tool.name).toEqual(['answer', 'url', 'sources']);
    }
    expect(tools.find((tool) => tool.name === 'verify_quran_quote')!.inputSchema.required).toEqual(['text']);
  });

  it.each(Object.entries(CALLS))('%s answers, with its URL and sources (the client checks the output schema)', async (name, { good }) => {
    const started = performance.now();
    const result = (await client.callTool({ name, arguments: good })) as Result;
    times.push(performance.now() - started);
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    const { answer, url, sources } = result.structuredContent!;
    expect(result.content[0]!.text).toContain(url);
    expect(Array.isArray(sources)).toBe(true);
    if (name !== 'jummal') expect(sources.length, name).toBeGreaterThan(0);
    for (const source of sources) expect(source.license.name, `${name} ${source.id}`).toMatch(/\S/);
    const same = await fetch(url.startsWith('http') ? url : mainUrl + url, { headers: { 'X-API-Key': testKey } });
    expect(same.status, url).toBe(200);
    expect(await same.json(), url).toEqual(answer);
  });

  it.each(Object.entries(CALLS))('%s refuses a bad argument as a tool error with its code', async (name, { bad, code }) => {
    const result = (await client.callTool({ name, arguments: bad })) as Result;
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text.startsWith(`${code}: `), result.content[0]!.text).toBe(true);
  });

  it('refuses an argument no tool declares, and an unknown tool, without a protocol error', async () => {
    const unknown = (await client.callTool({ name: 'quran_ayah', arguments: { surah: 1, ayah: 1, verse: 2 } })) as Result;
    expect(unknown.content[0]!.text).toMatch(/^unknown_parameter: 'verse' is not an argument of quran_ayah/);
    const tool = (await client.callTool({ name: 'quran_tafsir', arguments: {} })) as Result;
    expect(tool).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^unknown_tool: /) }] });
    expect(errors).toEqual([]);
  });

  it('says exact 112:1 for قل هو الله أحد and close, with the word that differs, for one word changed', async () => {
    const exact = (await client.callTool({ name: 'verify_quran_quote', arguments: { text: 'قل هو الله أحد' } })) as Result;
    expect(exact.structuredContent!.answer).toMatchObject({ match: 'exact', ayahs: ['112:1'] });
    const close = (await client.callTool({ name: 'verify_quran_quote', arguments: { text: 'قل هو الله واحد' } })) as Result;
    expect(close.structuredContent!.answer).toMatchObject({ match: 'close', ayahs: ['112:1'], differences: [{ position: 4, quoted: 'واحد' }] });
  });
}

// A first call loads its data (the words, the places) in the stdio process: seconds, more on a busy machine.
describe('MCP over stdio (npm run mcp, bin islamic-tools-api-mcp)', { timeout: 120_000 }, () => {
  describeTools(async () => {
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, 'bin/islamic-tools-api-mcp.mjs')], cwd: ROOT, stderr: 'ignore' }));
    return client;
  }, 'stdio');
});

const httpClient = async (headers: Record<string, string>) => {
  const client = new Client({ name: 'http-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${mainUrl}/mcp`), { requestInit: { headers } }));
  return client;
};

describe('MCP over Streamable HTTP at /mcp', { timeout: 60_000 }, () => {
  describeTools(() => httpClient({ 'X-API-Key': testKey }), 'HTTP');

  it('refuses a revoked key (401 invalid_api_key) and GET (405)', async () => {
    await expect(httpClient({ 'X-API-Key': revokedKey })).rejects.toThrow(/401|invalid_api_key/);
    const get = await fetch(`${mainUrl}/mcp`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('refuses a message over 64 KiB unread (413)', async () => {
    const response = await fetch(`${mainUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'mcp_message_too_large' });
  });

  it('charges tool calls to the client budget of work like the same URLs: a stream of long quotations is refused as rate_limited', async () => {
    const client = await httpClient({ 'X-Forwarded-For': '203.0.113.53' });
    const long = Array.from({ length: 40 }, (_, i) => `كلمة${i} ليست من القرآن في شيء`).join(' ');
    const texts: string[] = [];
    // Until refused: how many calls that takes depends on the machine's speed, not on the rule.
    const until = Date.now() + 45_000;
    for (let i = 0; Date.now() < until && !texts.some((text) => text.startsWith('rate_limited')); i++) {
      const result = (await client.callTool({ name: 'verify_quran_quote', arguments: { text: `${long} ${i}` } })) as Result;
      texts.push(result.content[0]!.text);
    }
    await client.close();
    expect(texts.some((text) => text.startsWith('rate_limited: ')), texts.slice(-3).join('\n')).toBe(true);
  }, 90_000);
});

describe('/llms.txt, /llms-full.txt and the docs as Markdown', () => {
  it('are in the static build and served the same, /llms.txt linking every docs page, each link answered', async () => {
    const llms = await get('/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(llms.text).toBe(staticFile('/llms.txt'));
    expect(llms.text).toMatch(/^# Islamic Tools API\n\n> /);
    const links = [...llms.text.matchAll(/\]\((\/docs\/[^)]+\.md)\)/g)].map((found) => found[1]!);
    expect(links).toEqual(expect.arrayContaining(['/docs/mcp.md', '/docs/limits.md', '/docs/search.md', '/docs/errors.md']));
    for (const link of new Set(links)) {
      const page = await get(link);
      expect(page.status, link).toBe(200);
      expect(page.headers.get('content-type'), link).toBe('text/markdown; charset=utf-8');
      expect(page.text, link).toBe(staticFile(link));
      expect(page.text, link).toMatch(/^# \S/);
    }
    const mcp = staticFile('/docs/mcp.md');
    for (const tool of TOOLS) expect(mcp, tool.name).toContain(`\n### ${tool.name}\n`);
    const full = await get('/llms-full.txt');
    expect(full.status).toBe(200);
    expect(full.text).toBe(staticFile('/llms-full.txt'));
    expect(full.text).toContain('# Rate limits and API keys');
  });
});
