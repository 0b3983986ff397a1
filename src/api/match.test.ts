import { describe, expect, it } from 'vitest';
import { RouteTable } from './match';
import { defineTypedRoute, fillPattern, patternParams } from './route';
import { TIMETABLE_YEAR } from './vocabulary/prayer';
import { YEAR_CITY } from './vocabulary/place';
import { HIJRI_MONTH, HIJRI_YEAR } from './vocabulary/hijri';
import { SURAH } from './vocabulary/quran';
import { apiErrorOf } from '../../tests/support/api-error';

const table = new RouteTable([
  defineTypedRoute({ id: 'list', group: 'quran', path: '/api/v1/surah', params: {}, files: [{ params: [], each: () => [{}] }], handle: () => ({ body: 1 }) }),
  defineTypedRoute({ id: 'one', group: 'quran', path: '/api/v1/surah/:number', params: { number: SURAH }, files: [{ params: [], each: () => [] }], handle: () => ({ body: 2 }) }),
  defineTypedRoute({
    id: 'month',
    group: 'hijri',
    path: '/v1/hijri/month',
    params: { year: HIJRI_YEAR, month: HIJRI_MONTH },
    files: [{ params: ['year', 'month'], each: () => [] }],
    handle: () => ({ body: 3 }),
  }),
]);

describe('RouteTable.match', () => {
  it('matches the contract form and the .json form of the same route', () => {
    expect(table.match('/api/v1/surah/7', '')).toMatchObject({ route: { id: 'one' }, args: { number: '7' } });
    expect(table.match('/api/v1/surah/7.json', '')).toMatchObject({ route: { id: 'one' }, args: { number: '7' } });
    expect(table.match('/api/v1/surah.json', '')?.route.id).toBe('list');
  });

  it('takes query parameters the route declares', () => {
    expect(table.match('/v1/hijri/month', 'year=1445&month=9')?.args).toEqual({ year: '1445', month: '9' });
  });

  it('returns null for a path no route answers', () => {
    expect(table.match('/api/v1/nothing', '')).toBeNull();
    expect(table.match('/api/v1/surah/1/2', '')).toBeNull();
  });

  it('rejects a query parameter the route does not declare, naming the accepted ones', () => {
    const error = apiErrorOf(() => table.match('/v1/hijri/month', 'year=1445&mnth=9'));
    expect(error).toMatchObject({ status: 400, code: 'unknown_parameter', param: 'mnth' });
    expect(error.detail).toContain('year, month');
  });

  it('ignores the query string of a file form, as a static host does', () => {
    expect(table.match('/v1/hijri/month/1445/9.json', 'year=1446&v=2')).toMatchObject({ args: { year: '1445', month: '9' }, fileForm: true });
  });

  it('names the file that holds a contract-form answer, only when the arguments are exactly the file\'s', () => {
    expect(table.match('/v1/hijri/month', 'year=1445&month=9')?.file).toBe('/v1/hijri/month/1445/9.json');
    expect(table.match('/v1/hijri/month', 'year=1445')?.file).toBeNull();
    expect(table.match('/api/v1/surah/7', '')?.file).toBe('/api/v1/surah/7.json');
    expect(table.match('/api/v1/surah/..', '')?.file).toBeNull();
  });

  it('rejects a parameter given twice', () => {
    expect(apiErrorOf(() => table.match('/v1/hijri/month', 'year=1&year=2')).code).toBe('duplicate_parameter');
  });

  it('rejects malformed percent-encoding in the path and in the query', () => {
    expect(apiErrorOf(() => table.match('/api/v1/surah/%E0%A4', '')).code).toBe('invalid_encoding');
    expect(apiErrorOf(() => table.match('/v1/hijri/month', 'year=%ZZ')).code).toBe('invalid_encoding');
  });

  it('decodes + as a space and percent-escapes as UTF-8', () => {
    expect(table.match('/v1/hijri/month', 'year=%D9%A1+2&month=1')?.args.year).toBe('١ 2');
  });
});

describe('fillPattern', () => {
  it('puts arguments into a file pattern', () => {
    expect(fillPattern('/api/v1/ayah/:surah/:ayah.json', { surah: '2', ayah: '255' })).toBe('/api/v1/ayah/2/255.json');
  });

  it('throws when an argument is missing', () => {
    expect(() => fillPattern('/v1/hijri/month/:year/:month.json', { year: '1445' })).toThrow(/month/);
  });
});

describe('the route table and the build agree on file names', () => {
  it('matches each file the build writes (up to 300 per set of files) to its route, arguments and own name, in both forms', async () => {
    const { allRoutes } = await import('./routes');
    const { everyStaticFile } = await import('./route');
    const real = new RouteTable(allRoutes);
    const perRoute = new Map<string, number>();
    let checked = 0;
    const contractMisses: string[] = [];
    for (const entry of everyStaticFile(allRoutes)) {
      const seen = perRoute.get(entry.route.id) ?? 0;
      if (seen >= 300) continue;
      perRoute.set(entry.route.id, seen + 1);
      expect(real.match(entry.url, '')).toMatchObject({ route: { id: entry.route.id }, args: entry.args, file: entry.url, fileForm: true });
      // The contract form: the route's path with its captures, the other arguments as the query.
      const captured = patternParams(entry.route.path);
      const query = Object.entries(entry.args).filter(([name]) => !captured.includes(name)).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
      const contract = real.match(fillPattern(entry.route.path, entry.args), query);
      if (contract?.route.id === entry.route.id) expect(contract).toMatchObject({ args: entry.args, file: entry.url, fileForm: false });
      else contractMisses.push(entry.url);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
    expect(contractMisses).toEqual([]);
  }, 60_000);
});

describe('the same URLs as a static host', () => {
  it('answers a file path without its .json, as a host that tries .json does, and no calendar segment that has no files', async () => {
    const { routeTable } = await import('./dispatch');
    const bare = routeTable.match('/v1/hijri/month/1447/9', '');
    expect(bare).toMatchObject({ file: '/v1/hijri/month/1447/9.json', fileForm: true, args: { year: '1447', month: '9' } });
    expect(routeTable.match('/v1/hijri/month/diyanet/1447/9', '')).toMatchObject({ file: '/v1/hijri/month/diyanet/1447/9.json' });
    for (const calendar of ['umm-al-qura', 'islamic-civil', 'Diyanet']) {
      expect(routeTable.match(`/v1/hijri/month/${calendar}/1447/9.json`, ''), calendar).toBeNull();
      expect(routeTable.match(`/v1/hijri/year/${calendar}/1447`, ''), calendar).toBeNull();
    }
    expect(routeTable.match('/v1/hijri/month', 'calendar=umm-al-qura&year=1447&month=9')).toMatchObject({ file: null, fileForm: false });
  });
});

describe('a file form of a set with files for some arguments only', () => {
  const sparse = new RouteTable([
    defineTypedRoute({
      id: 'test.year',
      group: 'hijri',
      path: '/v1/test/year',
      params: { city: YEAR_CITY, year: TIMETABLE_YEAR },
      files: [{ params: ['city', 'year'], each: () => [{ city: '1', year: '2026' }], has: (args) => args.city === '1' && args.year === '2026' }],
      handle: () => ({ body: {} }),
    }),
  ]);

  it('names its file when the set has it', () => {
    expect(sparse.match('/v1/test/year/1/2026.json', '')).toMatchObject({ file: '/v1/test/year/1/2026.json', fileForm: true });
  });

  it.each(['/v1/test/year/2/2026.json', '/v1/test/year/1/2027.json', '/v1/test/year/1/2027'])('is 404 no_file for %s, pointing to the query form', (url) => {
    const error = apiErrorOf(() => sparse.match(url, ''));
    expect(error.code).toBe('no_file');
    expect(error.status).toBe(404);
    const [, , , , city, year] = url.replace('.json', '').split('/');
    expect(error.extra).toEqual({ query_form: `/v1/test/year?city=${city}&year=${year}` });
  });

  it('leaves the query form to the server', () => {
    expect(sparse.match('/v1/test/year', 'city=2&year=2026')).toMatchObject({ fileForm: false, args: { city: '2', year: '2026' } });
  });
});
