import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogLine, loggedClient, wallClockMs, writeAccessLine } from './access-log';
import { BoundedLogWriter } from './log-writer';

type Fields = [method: string, path: string, status: number, ms: number, route: string | undefined, client: string];

const CASES: Fields[] = [
  ['GET', '/api/v1/ayah/2/255', 200, 0.12, 'quran.ayah', 'key:k1'],
  ['HEAD', '/a"b\\c\u0001é/%00?q=ا', 404, 1, undefined, 'ip:0123456789ab'],
  ['OPTIONS', '*', 204, 12.5, 'search', 'ip:ffffffffffff'],
  ['GET', "/v1/search?q=~!$'()*+,;:@[]{}|^` \u007f\u2028", 200, 3.25, 'search', 'key:00000000-aaaa'],
  ['GET', '/v1/hijri/today', 429, 0.004, 'hijri.today', 'ip:0123456789ab'],
  ['GET', '/', 304, 1234.567, undefined, 'ip:abcdefabcdef'],
  ['GET', '/v1/jummal?text=%D8%A7', 500, 0.1, 'jummal.count', 'key:"quoted"'],
  ['PATCH', '/v1/x', 405, 99.995, 'x', 'ip:0'],
  ['M\u00e9THOD', '/v1/x', 400, 0, 'x', 'ip:0'],
];

/** What writeAccessLine writes for each of `lines`, read back through a writer on a file. */
async function written(lines: Fields[], timeMs: number): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'access-log-')), 'out.log');
  const fd = openSync(file, 'w');
  const writer = new BoundedLogWriter(fd);
  for (const fields of lines) writeAccessLine(writer, ...fields, timeMs);
  await writer.flush(5000);
  closeSync(fd);
  return readFileSync(file, 'utf8');
}

describe('access-log line', () => {
  it('is the line pino writes for the same fields, escapes and absent route included', () => {
    const lines: string[] = [];
    const log = pino({ base: null, timestamp: () => `,"time":"${new Date(1_764_000_000_123).toISOString()}"` }, { write: (line: string) => lines.push(line) });
    for (const [method, path, status, ms, route, client] of CASES) {
      const ours = accessLogLine(method, path, status, ms, route, client, 1_764_000_000_123);
      log.info({ method, path, status, ms: Math.round(ms * 100) / 100, route, client });
      expect(ours).toBe(lines.pop());
      expect(JSON.parse(ours)).toMatchObject({ level: 30, method, path, status, client });
    }
  });

  it('is written into the log writer byte for byte as the string line, for kept and fresh fragments alike', async () => {
    const time = Date.UTC(2026, 10, 26, 18, 33, 43, 7);
    // Three times over: a path's first line is written from its text, the second keeps its fragment, the third uses it.
    const thrice = [...CASES, ...CASES, ...CASES];
    expect(await written(thrice, time)).toBe(thrice.map((fields) => accessLogLine(...fields, time)).join(''));
  });

  it('writes every ms as JSON writes the rounded number', async () => {
    const values: number[] = [];
    for (let centis = 0; centis < 3000; centis++) values.push(centis / 100, centis / 100 + 0.004, centis / 100 + 0.005, centis * 3.7);
    for (let i = 0; i < 2000; i++) values.push(Math.random() * 10 ** (i % 12));
    values.push(1e12 + 0.01, 123456789012.34, 0.004999, 0.005);
    const lines = values.map((ms): Fields => ['GET', '/ms', 200, ms, 'r', 'ip:0']);
    const out = (await written(lines, 0)).trimEnd().split('\n');
    expect(out.map((line) => JSON.parse(line).ms)).toEqual(values.map((ms) => Math.round(ms * 100) / 100));
    expect(out.join('\n') + '\n').toBe(lines.map((fields) => accessLogLine(...fields, 0)).join(''));
  });

  it('stays right past the kept fragments\' bound (endless distinct paths and clients)', async () => {
    const lines = Array.from({ length: 9000 }, (_, i): Fields => ['GET', `/v1/search?q=${i % 5000}`, i % 3 === 0 ? 304 : 200, i / 7, `route${i % 300}`, `ip:${(i % 4500).toString(16).padStart(12, '0')}`]);
    expect(await written(lines, 86_400_000)).toBe(lines.map((fields) => accessLogLine(...fields, 86_400_000)).join(''));
  });

  it('takes its time from the monotonic clock within a millisecond of Date.now()', () => {
    for (let i = 0; i < 50; i++) {
      const before = Date.now();
      const time = wallClockMs(performance.now());
      const after = Date.now();
      expect(time).toBeGreaterThanOrEqual(before - 1);
      expect(time).toBeLessThanOrEqual(after + 1);
    }
  });

  it('logs a key by its id and an address by a hash of the day', () => {
    const day = Date.UTC(2026, 10, 26, 12);
    expect(loggedClient('key:k1', '127.0.0.1', day)).toBe('key:k1');
    const hashed = loggedClient('ip:198.51.100.7', undefined, day);
    expect(hashed).toMatch(/^ip:[0-9a-f]{12}$/);
    expect(hashed).not.toContain('198');
    expect(loggedClient('ip:198.51.100.7', undefined, day + 3_600_000)).toBe(hashed);
    expect(loggedClient(undefined, '198.51.100.7', day)).toBe(hashed);
    expect(loggedClient('ip:198.51.100.7', undefined, day + 86_400_000)).not.toBe(hashed);
  });
});
