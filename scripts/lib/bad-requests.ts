/**
 * Requests that a caller gets wrong, for every route kind: each parameter of each route given
 * wrong values (empty, malformed, out of range, badly encoded, too long), twice, or not at all,
 * and an unknown parameter; the Hijri dates and years also under every calendar and the widest
 * adjustments, at the edges of each calendar's range. Built from the route table and the
 * vocabulary, so a route or parameter added later is covered too.
 */
import { CALENDAR_IDS } from '../../src/hijri/calendars';
import { fillPattern, patternParams, type Route } from '../../src/api/route';
import { allRoutes } from '../../src/api/routes';

const WRONG_VALUES = [
  '', 'x', '0', '-1', '+1', '01', '1.5', '3', '13', '115', '99999', '1e3', 'EN-SAHIH', 'en.sahih',
  '2023-02-29', '2024-3-1', '1444-09-30', '1445-13-01', '1445-00-10', '1300-01-01', '1501-01-01', '1924-07-31', '2077-11-17', '0000-01-01', '9666-01-01',
  '%E0%A4%A', '%00', `${'%D8%A8'.repeat(1001)}`, 'abc%20def', 'Asia/Nowhere', '+03:00', '1924', '2077',
];
const EDGE_DATES = ['1924-08-01', '2077-11-16', '1343-01-01', '1500-12-30', '0001-01-01', '9999-12-31', '1356-01-01', '2100-03-01'];

/** A URL of a route with these arguments: path captures filled, the rest as a query in order. */
function targetOf(route: Route, args: Record<string, string>): string | null {
  const captures = patternParams(route.path);
  if (captures.some((name) => args[name] === undefined || args[name] === '')) return null;
  const query = Object.entries(args).filter(([name]) => !captures.includes(name)).map(([name, value]) => `${name}=${value}`);
  return fillPattern(route.path, args) + (query.length ? `?${query.join('&')}` : '');
}

export function badRequestTargets(routes: readonly Route[] = allRoutes): string[] {
  const targets = new Set<string>();
  const add = (route: Route, args: Record<string, string>) => {
    const target = targetOf(route, args);
    if (target) targets.add(target);
  };
  for (const route of routes) {
    const params = route.params ?? {};
    const names = Object.keys(params);
    const base: Record<string, string> = {};
    for (const name of names) if (params[name]!.required) base[name] = encodeURIComponent(params[name]!.example);
    add(route, { ...base, unknown_thing: '1' });
    for (const name of names) {
      const example = encodeURIComponent(params[name]!.example);
      for (const value of WRONG_VALUES) add(route, { ...base, [name]: value });
      add(route, { ...base, [name]: example });
      if (!patternParams(route.path).includes(name)) {
        const { [name]: _, ...without } = base;
        add(route, without);
        targets.add(`${targetOf(route, { ...base, [name]: example })}&${name}=${example}`);
      }
    }
    if (!('calendar' in params)) continue;
    for (const calendar of CALENDAR_IDS) {
      for (const adjustment of ['adjustment' in params ? ['-2', '2'] : [], ['0']].flat()) {
        const reckoning = { calendar, ...(adjustment !== '0' ? { adjustment } : {}) };
        for (const name of names.filter((name) => name !== 'calendar' && name !== 'adjustment')) {
          for (const value of [...EDGE_DATES, 'x', '1444-09-30', '1445-02-30', '1', '9666', '9667', '1924', '2077', '1925', '2076', '13']) add(route, { ...base, ...reckoning, [name]: value });
        }
      }
    }
  }
  return [...targets];
}
