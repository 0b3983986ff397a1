/**
 * 10,000 generated requests across every route and parameter: odd encodings, boundary and
 * huge numbers, traversal in every spelling, long and repeated parameters. None may be a 5xx, none
 * may drop the connection, every 4xx must be a problem document with a code.
 */
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/api/routes';
import { dynamicUrl } from '../support/api';

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const VALUES = [
  '1', '0', '-1', '2', '9', '12', '13', '30', '31', '114', '115', '286', '604', '999999999999999999999', '1e3', '0x10', '01', '1.5', ' 1', '1 ',
  '2024-03-11', '1445-09-01', '2024-02-30', '1924-07-31', '2077-11-17', '9999-12-31', '0000-00-00', '2024-3-1',
  '..', '.', '%2e%2e', '%2E%2E%2F', '..%2f..%2fetc%2fpasswd', '%00', '%ff', '%D9', '%', '%%', '%C0%AE', '\u0000', '<script>',
  'محمد', 'بسم الله الرحمن الرحيم', 'الصلوة', 'ﷲ', '👍', 'a'.repeat(2000), 'ب'.repeat(1001), 'Asia/Jakarta', 'Mars/Olympus', 'UTC',
  'ar', 'en', 'fr', 'XX', 'umm-al-qura', 'islamic-civil', 'double', 'seat_and_hamza', 'ur-maududi', 'xx-none', 'random', '',
];
const encode = (value: string) => (random() < 0.5 ? encodeURIComponent(value) : value.replace(/[ #?&]/g, (char) => encodeURIComponent(char)));

function generate(): string {
  const route = pick(allRoutes);
  let path = route.path.replace(/:([a-z_]+)/g, () => encode(pick(VALUES)));
  if (random() < 0.1) path = path.replace('/v1/', pick(['/v1//', '/v1/./', '/v1/x/../', '/V1/']));
  if (random() < 0.1) path += pick(['.json', '/', '.ics', '.JSON', '%2F']);
  const names = [...route.query, 'unknown', 'Q', 'text'];
  const query: string[] = [];
  for (let i = Math.floor(random() * 4); i > 0; i--) query.push(`${pick(names)}=${encode(pick(VALUES))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

describe('fuzz', () => {
  it('answers 10,000 generated requests without a 5xx, a dropped connection, or a 4xx that is not a problem', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const requests = Array.from({ length: 10_000 }, generate);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const target = requests[next++]!;
        try {
          const response = await fetch(dynamicUrl + target);
          const body = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${response.status} ${target}`);
          if (response.status >= 400 && response.status < 500) {
            const type = response.headers.get('content-type') ?? '';
            const isApi = /^\/(api\/)?v1(\/|$)/.test(new URL(dynamicUrl + target).pathname);
            if (isApi && (!type.startsWith('application/problem+json') || typeof JSON.parse(body).code !== 'string')) failures.push(`${response.status} not a problem: ${target}`);
          }
        } catch (error) {
          failures.push(`dropped: ${target}: ${(error as Error).message}`);
        }
        if (failures.length > 20) return;
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    expect(failures).toEqual([]);
    // The generator reaches both answers and errors.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(200);
    expect((statuses.get(400) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(2000);
  }, 300_000);
});
