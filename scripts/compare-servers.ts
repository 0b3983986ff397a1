/**
 * Sends the same requests to two servers and compares every answer byte for byte (status line,
 * headers in order, body; only the Date header and a high-factor key's remaining count are left
 * out). Each argument is a server bundle, served over this checkout's dist/, or a build folder
 * (a dist/ with its server.mjs), served over itself. For a change to the edge that must not change
 * what clients receive:
 *
 *   cp dist/server.mjs /tmp/old-server.mjs        # before the change
 *   npm run build                                  # or bundle server/main.ts only
 *   npx tsx scripts/compare-servers.ts /tmp/old-server.mjs dist/server.mjs
 *
 * and between two whole builds (an older commit built in a worktree of its own):
 *
 *   npx tsx scripts/compare-servers.ts ../old-worktree/dist dist
 *
 * The sample: every route's first files and a spread of the rest (each calendar, edition and other
 * value of its file arguments) in both forms, each encoding, 304s, HEAD, OPTIONS, the wrong
 * requests of every route kind (scripts/lib/bad-requests.ts), errors of every kind, 429s, the
 * operations endpoints, the site's pages and its 404. Differences are summed up by route and
 * status before they are listed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allRoutes } from '../src/api/routes';
import { everyStaticFile, fillPattern, type StaticFileEntry } from '../src/api/route';
import { createKey } from '../server/limits/api-keys';
import { badRequestTargets } from './lib/bad-requests';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A bundle over this checkout's dist/, or a build folder over itself. */
const serverOf = (argument: string) => {
  const resolved = path.resolve(argument);
  return statSync(resolved).isDirectory() ? { bundle: path.join(resolved, 'server.mjs'), dist: resolved } : { bundle: resolved, dist: path.join(ROOT, 'dist') };
};
const [oldArgument, newArgument] = process.argv.slice(2);
if (!oldArgument || !newArgument) throw new Error('usage: compare-servers.ts OLD_SERVER.mjs|OLD_DIST NEW_SERVER.mjs|NEW_DIST');
const [oldServer, newServer] = [serverOf(oldArgument), serverOf(newArgument)];
const keysFile = path.join(mkdtempSync(path.join(tmpdir(), 'compare-keys-')), 'keys.json');
const key = createKey(keysFile, 'compare', 1000).key;

function start({ bundle, dist }: { bundle: string; dist: string }): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // No processing-time budget: the sample is one client sending thousands of requests, whose
    // answers are compared, not how a server shares its time (bench/costly-client.bench.ts).
    const budgets = { COST_BUDGET_MS: '999999', PROCESS_BUDGET_MS: '999999' };
    const env = { ...process.env, HOST: '127.0.0.1', PORT: '0', DIST_DIR: dist, API_KEYS_FILE: keysFile, TRUST_PROXY: 'on', ACCESS_LOG: 'off', METRICS: 'off', ...budgets };
    const child = spawn(process.execPath, [bundle], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) resolve({ child, port: Number(found[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${bundle} exited with ${code}: ${output}`)));
  });
}

/** One request on a connection of its own; the whole answer as sent, less the Date header. */
function raw(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(payload));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The high-factor key's RateLimit-Remaining counts that key's requests of the last second,
    // which depends on how fast each server answered the ones before: not compared.
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1').replace(/\r\nDate: [^\r]*/, '').replace(/(RateLimit-Remaining: )\d{4,}/, '$1(high-factor key)')));
    socket.on('error', reject);
  });
}

const request = (target: string, headers: Record<string, string> = {}, method = 'GET', extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}Connection: close\r\n\r\n${extra}`;

const withKey = { 'X-API-Key': key };
const sample: string[] = [];
/** The file's URL and its contract form (the route's path, the other arguments as a query). */
const formsOf = (route: (typeof allRoutes)[number], file: StaticFileEntry) => {
  const contract = fillPattern(route.path, file.args);
  const query = Object.entries(file.args).filter(([name]) => !route.path.includes(`:${name}`)).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return [file.url, query ? `${contract}?${query}` : contract];
};
/** Besides the first files: about 20 more spread over the rest, and the first of each value of an argument with few values (calendar, edition). */
function spread(files: StaticFileEntry[]): StaticFileEntry[] {
  const step = Math.max(1, Math.floor(files.length / 20));
  const chosen = files.filter((_, index) => index >= 3 && index % step === 0);
  const firstOfValue = new Map<string, StaticFileEntry>();
  for (const file of files) for (const [name, value] of Object.entries(file.args)) if (!firstOfValue.has(`${name}=${value}`)) firstOfValue.set(`${name}=${value}`, file);
  if (firstOfValue.size <= 200) chosen.push(...firstOfValue.values());
  return [...new Set(chosen)].filter((file) => !files.slice(0, 3).includes(file));
}
for (const route of allRoutes) {
  if (route.cacheable === false) continue;
  const files = [...everyStaticFile([route])];
  for (const file of files.slice(0, 3)) {
    for (const target of formsOf(route, file)) {
      for (const encoding of ['identity', 'gzip', 'br, gzip']) sample.push(request(target, { ...withKey, 'Accept-Encoding': encoding }));
      sample.push(request(target, withKey, 'HEAD'));
    }
  }
  for (const file of spread(files)) for (const target of formsOf(route, file)) sample.push(request(target, withKey));
  for (const target of route.warmUp ?? []) sample.push(request(target, withKey), request(target, { ...withKey, 'Accept-Encoding': 'br' }));
}
for (const target of badRequestTargets()) sample.push(request(target, withKey));
sample.push(
  request('/api/v1/search?q=%D8%A7%D9%84%D9%84%D9%87&limit=100', { ...withKey, 'Accept-Encoding': 'gzip' }),
  request('/api/v1/search?q=mercy&limit=20', withKey),
  request('/v1/jummal?text=%D9%85%D8%AD%D9%85%D8%AF&hamza=letter', withKey),
  request('/api/v1/ayah/2/255', { ...withKey, 'If-None-Match': '"x", W/"y"' }),
  ...['/api/v1/ayah/2/255', '/api/v1/surah/2', '/api/v1/search?q=mercy', '/docs/'].map((target) => request(target, { ...withKey, 'If-None-Match': '*', 'Accept-Encoding': 'br' })),
  request('/api/v1/surah', { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' }, 'OPTIONS'),
  ...['POST', 'PUT', 'DELETE'].map((method) => request('/api/v1/surah', {}, method)),
  request('/api/v1/surah', { 'X-API-Key': 'itk_unknown' }),
  request('/api/v1/surah', { Authorization: 'Bearer itk_unknown' }),
  request('/v1/hijri/today', { 'Content-Length': '5' }, 'GET', 'hello'),
  request('*', {}, 'OPTIONS'),
  request('*'),
  request('http://example.org/api/v1/ayah/1/1'),
  request('http://[::1/x'),
  ...['/v1/nothing', '/api/v1/nothing', '/v1', '/api/v1/ayah/2', '/api/v1/surah?limit=5', '/api/v1/surah?x=%E0%A4%A', '/api/v1/ayah/%E0%A4%A/1', '/api/v1/..%2F..%2Fpackage.json'].map((target) => request(target, withKey)),
  ...['/v1/hijri/to-gregorian?date=1445-09-01', '/v1/hijri/month/1445/9.json.br', '/api/v1/surah/2.json.gz', '/api/v1/manifest.json', '/v1/hijri/from-gregorian?date=2024-02-30', '/v1/jummal?text='].map((target) => request(target, withKey)),
  ...[
    '/api/v1/surah/0', '/api/v1/surah/115', '/api/v1/surah/abc', '/api/v1/ayah/2/287', '/api/v1/ayah/x/1', '/api/v1/ayah/2/y', '/api/v1/juz/31', '/api/v1/page/0x',
    '/api/v1/ayah/random?surah=200', '/api/v1/editions/xx/surah/1', '/api/v1/editions/en.sahih/ayah/1/9', '/api/v1/surah/2?x=1', '/v1/jummal?text=%D8%A8&hamza=2',
    '/v1/jummal?hamza=2', '/v1/jummal?text=abc', '/v1/jummal?text=%D8%A8&text=%D8%A8', '/v1/jummal/quran/2/300', '/v1/jummal/quran/2/255?shadda=double&system=maghribi',
    '/v1/jummal/quran/115', '/v1/jummal/quran/1?seated_hamza=x', `/v1/jummal?text=${'%D8%A8'.repeat(1001)}`,
  ].map((target) => request(target, withKey)),
  ...['//v1/hijri/month/1445/9.json', '/%76%31/hijri/month/1445/9.json', '/api//v1/ayah/1/1.json', '/%61pi/v1/ayah/1/1.json'].map((target) => request(target)),
  ...['/', '/docs/', '/docs/errors/', '/openapi.json', '/no-such-page', '/robots.txt', '/healthz', '/readyz', '/metrics', '/healthz?x'].map((target) => request(target)),
  request('/docs/', {}, 'POST'),
  request('/', { 'Accept-Encoding': 'br' }, 'HEAD'),
  ...Array.from({ length: 33 }, () => request('/v1/hijri/from-gregorian?date=2024-03-11', { 'X-Forwarded-For': '198.51.100.7' })),
  ...Array.from({ length: 3 }, () => request('/v1/jummal?text=%D8%A8', { 'X-Forwarded-For': '2001:db8::1' })),
);

const servers = [await start(oldServer), await start(newServer)];
let same = 0;
const different: string[] = [];
const statuses = new Map<string, number>();
/** A route's path, its captures as any segment, and anything after it (a file's path, `.ics`). */
const routePatterns = allRoutes.map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/\./g, '\\.').replace(/:[a-z_]+/g, '[^/]+')}([/.].*)?$`) }));
/** Differences by kind: the route's id (or the request's path) and the two statuses. */
const kinds = new Map<string, number>();
const kindOf = (payload: string, before: string, after: string) => {
  const target = payload.split(' ')[1]!;
  const pathname = target.split('?')[0]!;
  // The most specific route that matches: the one with the longest path.
  const route = routePatterns.filter(({ pattern }) => pattern.test(pathname)).sort((a, b) => b.route.path.length - a.route.path.length)[0]?.route;
  return `${route?.id ?? pathname} ${before.slice(9, 12)}→${after.slice(9, 12)} ${whatDiffers(before, after)}`;
};
/** `body`, or the names of the headers that differ when the bodies are the same. */
function whatDiffers(before: string, after: string): string {
  const [headBefore = '', bodyBefore = ''] = before.split('\r\n\r\n');
  const [headAfter = '', bodyAfter = ''] = after.split('\r\n\r\n');
  if (bodyBefore !== bodyAfter) return 'body';
  const linesBefore = headBefore.split('\r\n');
  const linesAfter = headAfter.split('\r\n');
  const names = [...linesBefore.filter((line) => !linesAfter.includes(line)), ...linesAfter.filter((line) => !linesBefore.includes(line))].map((line) => line.split(':')[0]);
  return `headers ${[...new Set(names)].join(', ') || '(order)'}`;
}
try {
  // The two servers in turn, request by request, so that a limit's second is the same for both.
  for (const payload of sample) {
    const [before, after] = [await raw(servers[0]!.port, payload), await raw(servers[1]!.port, payload)];
    const status = before.slice(9, 12);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (before === after) same++;
    else {
      const kind = kindOf(payload, before, after);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      different.push(`${payload.split('\r\n')[0]}\n--- old\n${before.slice(0, 600)}\n--- new\n${after.slice(0, 600)}`);
    }
  }
} finally {
  for (const server of servers) server.child.kill();
}
for (const difference of different) console.log(difference + '\n');
console.log('differences by kind (route, old status → new status, what differs):');
for (const [kind, count] of [...kinds].sort()) console.log(`  ${count} × ${kind}`);
console.log(`statuses: ${[...statuses].sort().map(([status, count]) => `${count} × ${status}`).join(', ')}`);
console.log(`${same} of ${sample.length} answers byte-identical, ${different.length} different`);
process.exit(different.length ? 1 : 0);
