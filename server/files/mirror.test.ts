/** The mirror commands: no redirect to another host, and the build's .br/.gz served. */
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMirror, singleSlashes } from './mirror';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';

const fixture = makeEdgeFixture();
const root = path.join(fixture.dist, 'client');
mkdirSync(path.join(root, 'docs'), { recursive: true });
writeFileSync(path.join(root, 'docs', 'index.html'), '<p>docs</p>');
const mirrors = { api: createMirror(root, 'api'), site: createMirror(root, 'site') };
const ports: Record<string, number> = {};
beforeAll(async () => {
  for (const [kind, mirror] of Object.entries(mirrors)) {
    await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
    ports[kind] = (mirror.server.address() as { port: number }).port;
  }
});
afterAll(() => Object.values(mirrors).forEach((mirror) => mirror.server.close()));

/** A raw request target (fetch would normalize `//host` away). */
function get(kind: 'api' | 'site', target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ports[kind], path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the mirror', () => {
  it.each(['//evil.example/%2e%2e/docs', '//evil.example/docs', '///evil.example//docs', '/\\evil.example/docs'])('never redirects %s to another host', async (target) => {
    for (const kind of ['api', 'site'] as const) {
      const response = await get(kind, target);
      const location = String(response.headers.location ?? '');
      expect(location.startsWith('//') || location.startsWith('/\\') || /^[a-z]+:/i.test(location)).toBe(false);
    }
  });

  it('still answers a folder with its index.html on the site mirror, and API paths without .json', async () => {
    const folder = await get('site', '/docs');
    expect([folder.status, folder.headers.location]).toEqual([302, '/docs/']);
    expect((await get('site', '/docs/')).body.toString()).toBe('<p>docs</p>');
    const ayah = await get('api', '/api/v1/ayah/1/1');
    expect(ayah.status).toBe(200);
    expect(JSON.parse(ayah.body.toString())).toMatchObject({ surah_number: 1, ayah_number: 1 });
  });

  it('serves the precompressed variant the build wrote to a client that accepts it', async () => {
    writeFileSync(path.join(root, 'big.json'), JSON.stringify({ text: 'x'.repeat(5000) }));
    writeFileSync(path.join(root, 'big.json.br'), brotliCompressSync(JSON.stringify({ text: 'x'.repeat(5000) })));
    const response = await get('api', '/big.json', { 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('gives one leading slash to a path', () => {
    expect(singleSlashes('//evil.example//a?x=//y')).toBe('/evil.example/a?x=//y');
  });
});
