/**
 * The access log's line (one JSON line per answer, in pino's format: the line pino wrote for
 * `log.info({ method, path, status, ms, route, client })` with `base: null`, an absent route left
 * out), written straight into the log writer's memory. The parts that repeat (the time of this
 * millisecond, a method and path, a route, a client) are kept as bytes once made; per line only
 * the status and the ms are written digit by digit. Made as a string and encoded, a line cost
 * more than all the edge's steps together (perf profile of the static path under wrk: template,
 * flattening, JSON escaping, `Date`, then joining and encoding again per write).
 */
import { createHash } from 'node:crypto';
import type { BoundedLogWriter } from './log-writer';
import { SeenOnce } from '../limits/seen-once';
import { digitCount } from '../../src/shared/json-bytes';

/** Writes one access-log line; a field that is not plain printable ASCII takes the line through JSON.stringify. */
export function writeAccessLine(writer: BoundedLogWriter, method: string, path: string, status: number, ms: number, route: string | undefined, client: string, timeMs: number): void {
  const centis = Math.round(ms * 100);
  const head = status >= 100 && status <= 999 ? headFragment(method, path, status) : null;
  const tail = tailFragment(route, client);
  if (head === null || tail === null || !(centis >= 0 && centis < 1e15)) {
    writer.write(accessLogLine(method, path, status, ms, route, client, timeMs));
    return;
  }
  const start = lineStart(timeMs);
  const bytes = start.length + 5 + head.length + centisLength(centis) + tail.length;
  let at = writer.reserve(bytes);
  if (at < 0) return;
  const target = writer.target();
  target.set(start, at);
  at += start.length;
  const milliseconds = timeMs - startSecond * 1000;
  target[at++] = 48 + ((milliseconds / 100) | 0);
  target[at++] = 48 + (((milliseconds / 10) | 0) % 10);
  target[at++] = 48 + (milliseconds % 10);
  target[at++] = 90; // Z
  target[at++] = 34; // "
  if (typeof head === 'string') target.write(head, at, head.length, 'latin1');
  else target.set(head, at);
  at = writeCentis(target, at + head.length, centis);
  target.set(tail, at);
  writer.commit(bytes);
}

/** The same line as a string (a line with escapes, and for comparing with pino's own). */
export function accessLogLine(method: string, path: string, status: number, ms: number, route: string | undefined, client: string, timeMs = Date.now()): string {
  const routeField = route === undefined ? '' : `,"route":${jsonString(route)}`;
  return `{"level":30,"time":"${new Date(timeMs).toISOString()}","method":${jsonString(method)},"path":${jsonString(path)},"status":${status},"ms":${Math.round(ms * 100) / 100}${routeField},"client":${jsonString(client)}}\n`;
}

/**
 * The client as logged: a key as `key:<id>`; an address (personal data) as a salted hash that
 * changes every day. The hashes of the day's most frequent addresses are kept (at most 4,096, all
 * forgotten when full or when the day changes), so a busy client is not hashed on every request.
 */
export function loggedClient(client: string | undefined, remote: string | undefined, timeMs: number): string {
  if (client !== undefined && client.startsWith('key:')) return client;
  const address = client ?? remote ?? 'unknown';
  const dayNumber = Math.floor(timeMs / 86_400_000);
  if (dayNumber !== hashedDayNumber || hashedClients.size >= 4096) {
    hashedDayNumber = dayNumber;
    hashedDay = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
    hashedClients.clear();
  }
  // Keyed by the client as given (`ip:…`, `ip6:…` or the bare peer address): the prefix is dropped only to hash.
  let hashed = hashedClients.get(address);
  if (hashed === undefined) {
    hashed = `ip:${createHash('sha256').update(`${hashedDay}:${address.replace(/^ip6?:/, '')}`).digest('hex').slice(0, 12)}`;
    if (address.length <= 100) hashedClients.set(address, hashed);
  }
  return hashed;
}
let hashedDayNumber = -1;
let hashedDay = '';
const hashedClients = new Map<string, string>();

/**
 * Wall-clock milliseconds from a reading of the monotonic clock (which the log takes anyway for
 * `ms`): `Date.now()` is a call into the runtime, read again at most once a second to follow the
 * wall clock. A line's time is within a millisecond of `Date.now()` at the same moment.
 */
export function wallClockMs(monotonicMs: number): number {
  if (monotonicMs - syncedAt >= 1000 || monotonicMs < syncedAt) {
    syncedAt = monotonicMs;
    wallOffset = Date.now() - monotonicMs;
  }
  return Math.floor(monotonicMs + wallOffset);
}
let syncedAt = -Infinity;
let wallOffset = 0;

const EMPTY = Buffer.alloc(0);
/** Printable ASCII but `"` and `\`: a JSON string of these is the text in quotes. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function jsonString(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
}

/** `{"level":30,"time":"…` of one second, up to its milliseconds (`2026-11-26T18:33:43.`), made once for every line of it. */
let startSecond = -1;
let start = EMPTY;
function lineStart(timeMs: number): Buffer {
  const second = Math.floor(timeMs / 1000);
  if (second !== startSecond) {
    startSecond = second;
    const iso = new Date(second * 1000).toISOString();
    start = Buffer.from(`{"level":30,"time":"${iso.slice(0, iso.length - 4)}`, 'latin1');
  }
  return start;
}

/**
 * Kept fragments: `,"method":…,"path":…,"status":…,"ms":` by method (a handful), then path (with
 * the status last sent for it); `,"route":…,"client":…}` by route, then client. Each map at most
 * 4,096 entries of texts of at most 200 characters, forgotten all at once when full, so endless
 * distinct paths or clients cost a fragment made per line, never memory; a path is kept only once
 * asked again (its first line is written from a text). Null: a text needs escapes.
 */
const heads = new Map<string, { before: string; paths: Map<string, { status: number; bytes: Buffer }> }>();
const tails = new Map<string, Map<string, Buffer>>();

function headFragment(method: string, path: string, status: number): Buffer | string | null {
  let byMethod = heads.get(method);
  if (byMethod === undefined) {
    if (!PLAIN_JSON_TEXT.test(method) || heads.size >= 16) return null;
    heads.set(method, (byMethod = { before: `,"method":"${method}","path":"`, paths: new Map() }));
  }
  const kept = byMethod.paths.get(path);
  if (kept !== undefined && kept.status === status) return kept.bytes;
  if (kept === undefined && !PLAIN_JSON_TEXT.test(path)) return null;
  const text = `${byMethod.before}${path}","status":${status},"ms":`;
  // A path asked once (a page of a search never asked before) is written from its text, not kept.
  if (kept === undefined && !pathsSeen.again(path)) return text;
  const made = { status, bytes: Buffer.from(text, 'latin1') };
  keep(byMethod.paths, path, made);
  return made.bytes;
}
const pathsSeen = new SeenOnce(4096);

function tailFragment(route: string | undefined, client: string): Buffer | null {
  const routeText = route ?? '';
  let byRoute = tails.get(routeText);
  if (byRoute === undefined) {
    if (!PLAIN_JSON_TEXT.test(routeText)) return null;
    byRoute = new Map();
    keep(tails, routeText, byRoute);
  }
  const kept = byRoute.get(client);
  if (kept !== undefined) return kept;
  if (!PLAIN_JSON_TEXT.test(client)) return null;
  const made = Buffer.from(`${route === undefined ? '' : `,"route":"${route}"`},"client":"${client}"}\n`, 'latin1');
  keep(byRoute, client, made);
  return made;
}

function keep<T>(kept: Map<string, T>, text: string, value: T): void {
  if (text.length > 200) return;
  if (kept.size >= 4096) kept.clear();
  kept.set(text, value);
}

/** Characters of `centis / 100` as JSON writes it (no trailing zeros: 0.5, 0.05, 12, 12.3). */
function centisLength(centis: number): number {
  const count = digitCount(Math.floor(centis / 100));
  const fraction = centis % 100;
  return fraction === 0 ? count : fraction % 10 === 0 ? count + 2 : count + 3;
}

/**
 * Writes `centis / 100` as JSON.stringify writes the number: below 1e13 the shortest decimal that
 * reads back as the same double is the two-decimal one with its trailing zeros dropped.
 */
function writeCentis(target: Buffer, at: number, centis: number): number {
  const whole = Math.floor(centis / 100);
  const fraction = centis % 100;
  let end = at + digitCount(whole);
  for (let rest = whole, i = end - 1; i >= at; i--, rest = Math.floor(rest / 10)) target[i] = 48 + (rest % 10);
  if (fraction !== 0) {
    target[end++] = 46;
    target[end++] = 48 + ((fraction / 10) | 0);
    if (fraction % 10 !== 0) target[end++] = 48 + (fraction % 10);
  }
  return end;
}
