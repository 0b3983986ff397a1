import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLogLine } from './log-writer';

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
});
