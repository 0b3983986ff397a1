import { describe, expect, it } from 'vitest';
import { defineTypedRoute, patternParams, type Route } from '../../src/api/route';
import { defineParam, type Param } from '../../src/api/vocabulary/param';
import { applyRewrites, headersFile, redirectsFile, rewriteRules } from './static-host';

/** Any text: the rules are written from the routes' paths, parameters and files, never from their values. */
const TEXT = defineParam({ description: 'any text', example: 'x', schema: { type: 'string' }, codes: [], read: (raw) => raw });

const route = (path: string, query: string[], params: string[] | null, at?: string): Route =>
  defineTypedRoute({
    id: path,
    group: 'quran',
    path,
    params: Object.fromEntries([...patternParams(path), ...query].map((name): [string, Param<unknown>] => [name, TEXT])),
    ...(params ? { files: [{ params, at, each: () => [] }] } : {}),
    handle: () => ({ body: null }),
  });

const routes = [
  route('/api/v1/ayah/:surah/:ayah', [], []),
  route('/api/v1/surah', [], []),
  route('/v1/hijri/month', ['year', 'month', 'adjustment'], ['year', 'month']),
  route('/v1/hijri/events.ics', ['year'], ['year'], '/v1/hijri/events/ics/:year.ics'),
  route('/v1/jummal', ['text'], null),
];

describe('rewriteRules', () => {
  it('puts static paths first, then placeholders, then each query form after its guards', () => {
    expect(rewriteRules(routes).map((rule) => `${rule.from} ${rule.query.join('&')} -> ${rule.to} ${rule.status}`)).toEqual([
      '/api/v1/surah  -> /api/v1/surah.json 200',
      '/api/v1/ayah/:surah/:ayah  -> /api/v1/ayah/:surah/:ayah.json 200',
      '/v1/hijri/month adjustment -> /_static/needs-server.json 400',
      '/v1/hijri/month year&month -> /v1/hijri/month/:year/:month.json 200',
      '/v1/hijri/events.ics year -> /v1/hijri/events/ics/:year.ics 200',
    ]);
  });

  it('prefixes every rule with a base path', () => {
    expect(redirectsFile(routes, '/repo')).toContain('/repo/v1/hijri/month  year=:year month=:month  /repo/v1/hijri/month/:year/:month.json  200');
    expect(headersFile(routes, '/repo')).toContain('/repo/api/v1/*\n  Access-Control-Allow-Origin: *');
  });
});

describe('applyRewrites', () => {
  const rules = rewriteRules(routes);
  it.each([
    ['/api/v1/ayah/2/255', '', '/api/v1/ayah/2/255.json', 200],
    ['/api/v1/surah', '', '/api/v1/surah.json', 200],
    ['/v1/hijri/month', 'year=1445&month=9', '/v1/hijri/month/1445/9.json', 200],
    ['/v1/hijri/month', 'year=1445&month=9&adjustment=1', '/_static/needs-server.json', 400],
    ['/v1/hijri/month', 'year=1445', '/v1/hijri/month', 200],
    ['/v1/jummal', 'text=x', '/v1/jummal', 200],
  ])('%s?%s goes to %s', (pathname, query, path, status) => {
    expect(applyRewrites(rules, pathname, new URLSearchParams(query))).toEqual({ path, status });
  });
});

describe('headersFile', () => {
  it('sets no Content-Type by pattern, which could catch the JSON files beside the feeds', () => {
    expect(headersFile(routes)).not.toMatch(/^ {2}Content-Type:/m);
  });
});
