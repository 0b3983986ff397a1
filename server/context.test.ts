import { describe, expect, it } from 'vitest';
import { RequestContext, type Edge } from './context';
import { fixedLengthHeaders } from './headers';
import { CORS_HEADERS, SECURITY_HEADERS } from './headers';

const contextOf = (method = 'GET') => new RequestContext({ method, target: '/v1/hijri/today.json', headers: {}, remoteAddress: '127.0.0.1' }, {} as Edge);
const rateLimitOf = (remaining: number) => ({ 'RateLimit-Limit': '30', 'RateLimit-Remaining': String(remaining), 'RateLimit-Reset': '1', 'RateLimit-Policy': '30;w=1' });

describe('RequestContext.send of a file with RateLimit headers', () => {
  const file = { status: 200, headers: fixedLengthHeaders({ 'Content-Type': 'application/json', ETag: '"x"' }), body: Buffer.from('{"a":1}') };

  it('sends each request its own values, in the order a merge of every set gives', () => {
    for (const remaining of [29, 28, 7]) {
      const kept = contextOf();
      kept.setHeaders(SECURITY_HEADERS);
      kept.setHeaders(CORS_HEADERS);
      kept.setRateLimitHeaders(rateLimitOf(remaining));
      // The same sets with one that is not standard: merged anew, never kept.
      const merged = contextOf();
      merged.setHeaders(SECURITY_HEADERS);
      merged.setHeaders(CORS_HEADERS);
      merged.setHeaders({ ...rateLimitOf(remaining) });
      const ours = kept.send(file);
      const theirs = merged.send(file);
      expect(Object.entries(ours.headers)).toEqual(Object.entries(theirs.headers));
      expect(ours.headers['RateLimit-Remaining']).toBe(String(remaining));
      expect(ours.body).toBe(file.body);
    }
  });

  it('keeps the headers of a file without RateLimit headers apart from those with them', () => {
    const plain = contextOf();
    plain.setHeaders(SECURITY_HEADERS);
    const limited = contextOf();
    limited.setHeaders(SECURITY_HEADERS);
    limited.setRateLimitHeaders(rateLimitOf(3));
    expect(limited.send(file).headers['RateLimit-Remaining']).toBe('3');
    expect(plain.send(file).headers['RateLimit-Remaining']).toBeUndefined();
    expect(contextOf('HEAD').send(file).body).toBeUndefined();
  });
});
