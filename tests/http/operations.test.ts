/** Logs, metrics and WORKERS, each on a server of its own. */
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../support/built-server';

describe('access logs and metrics', () => {
  let server: RunningServer;
  let stdout = '';
  beforeAll(async () => {
    server = await startBuiltServer({ METRICS: 'on', ACCESS_LOG: 'on', RATE_LIMITS: 'on' });
    server.child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
  }, 60_000);
  afterAll(() => server?.child.kill());

  it('writes one JSON line per request with method, path, status, time, route and a hashed client, never the key', async () => {
    await fetch(`${server.url}/v1/hijri/from-gregorian?date=2024-03-11`, { headers: { 'X-API-Key': 'itk_not_a_real_key' } });
    await fetch(`${server.url}/api/v1/ayah/1/1`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    const ayah = lines.find((line) => line.path === '/api/v1/ayah/1/1');
    expect(ayah).toMatchObject({ method: 'GET', status: 200, route: 'quran.ayah' });
    expect(typeof ayah.ms).toBe('number');
    expect(ayah.client).toMatch(/^ip:[0-9a-f]{12}$/);
    expect(stdout).not.toContain('itk_not_a_real_key');
    expect(stdout).not.toContain('127.0.0.1"');
  });

  it('counts requests by group and status at /metrics', async () => {
    await fetch(`${server.url}/api/v1/ayah/1/2`);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/itk_requests_total\{group="quran",status="200"\} \d+/);
    expect(text).toContain('itk_request_duration_seconds_bucket');
  });
});

/** One GET on a connection of its own (so that the cluster hands each to the next worker). */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const countOf = (metrics: string, series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0);

describe('WORKERS=2', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ WORKERS: '2', RATE_LIMITS: 'off', ACCESS_LOG: 'off', METRICS: 'on' });
  }, 90_000);
  afterAll(() => server?.child.kill('SIGKILL'));

  it('answers /metrics with every worker\'s counts summed, whichever worker takes the request', async () => {
    // 30 requests that only this test makes (a 404 from the ayah route), on 30 connections.
    for (let i = 0; i < 30; i++) expect((await getOnNewConnection(`${server.url}/api/v1/ayah/1/${900 + i}`)).status).toBe(404);
    const series = 'itk_requests_total{group="quran",status="404"}';
    // Each /metrics request on a new connection: the two workers take turns, and both say 30.
    const answers = await Promise.all(Array.from({ length: 4 }, () => getOnNewConnection(`${server.url}/metrics`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(countOf(answer.body, series)).toBe(30);
    }
    expect(countOf(answers[0]!.body, 'itk_connections_refused')).toBe(0);
  });

  it('serves from two processes on one port and stops them all on SIGTERM', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/v1/ayah/2/255`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
