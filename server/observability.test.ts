import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogLine, lastAccessLogLineIsAscii } from './log-writer';

describe('access-log line', () => {
  it('is the line pino writes for the same fields, escapes and absent route included', () => {
    const lines: string[] = [];
    const log = pino({ base: null, timestamp: () => `,"time":"${new Date().toISOString()}"` }, { write: (line: string) => lines.push(line) });
    const cases: [string, string, number, number, string | undefined, string][] = [
      ['GET', '/api/v1/ayah/2/255', 200, 0.12, 'quran.ayah', 'key:k1'],
      ['HEAD', '/a"b\\c\u0001é/%00?q=ا', 404, 1, undefined, 'ip:0123456789ab'],
      ['OPTIONS', '*', 204, 12.5, 'search', 'ip:ffffffffffff'],
      ['GET', "/v1/search?q=~!$'()*+,;:@[]{}|^` \u007f\u2028", 200, 3.25, 'search', 'key:00000000-aaaa'],
    ];
    for (const [method, path, status, ms, route, client] of cases) {
      const ours = accessLogLine(method, path, status, ms, route, client);
      log.info({ method, path, status, ms, route, client });
      const theirs = lines.pop()!;
      // The same text but for the time, which may have moved on by a millisecond between the two.
      const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":""');
      expect(withoutTime(ours)).toBe(withoutTime(theirs));
      expect(JSON.parse(ours)).toMatchObject({ level: 30, method, path, status, ms, client });
    }
  });

  it('says when a line is ASCII only, so that its length is its byte count', () => {
    const plain = accessLogLine('GET', '/api/v1/ayah/2/255', 200, 0.12, 'quran.ayah', 'key:k1');
    expect(lastAccessLogLineIsAscii()).toBe(true);
    expect(plain.length).toBe(Buffer.byteLength(plain));
    // Anything but plain printable ASCII is escaped by JSON.stringify and counted by Buffer.byteLength.
    for (const path of ['/v1/search?q=ا', '/é', '/\u2028', '/a"b', '/a\\b', '/\u0001']) {
      accessLogLine('GET', path, 200, 1, 'search', 'ip:0123456789ab');
      expect(lastAccessLogLineIsAscii()).toBe(false);
    }
    accessLogLine('GET', '/plain', 200, 1, undefined, 'ip:0123456789ab');
    expect(lastAccessLogLineIsAscii()).toBe(true);
  });
});
