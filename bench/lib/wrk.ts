/**
 * Load from `wrk` (Debian's package), a C load generator that costs a few µs per request, so that the
 * server measured, not the generator, sets the rate. Installed with apt-get when missing and this
 * process may (root); otherwise the caller is told why and falls back or stops.
 *
 * Beside wrk's requests/s and latency percentiles, the server's exact CPU time per request comes from
 * /proc/PID/task/TID/schedstat (nanoseconds on a CPU, per thread, counted by the scheduler: no tick
 * sampling), summed over the process's threads and its children's (a cluster's workers).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  /** Answers with a status of 400 or more, and socket errors (connect, read, write, timeout). */
  badStatuses: number;
  socketErrors: number;
  /** The server's CPU per request (µs), when its pid was given. */
  serverCpuUs: number | null;
}

const commandPath = (name: string): string | null => {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
};

/** wrk's path, installing Debian's package when missing; null with the reason printed when it cannot be had. */
export function ensureWrk(): string | null {
  const found = commandPath('wrk');
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.log('wrk is not installed and this is not root: run `apt-get install wrk` (Debian package) and start the bench again.');
    return null;
  }
  console.log('wrk is not installed: apt-get install -y wrk ...');
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    try {
      execFileSync('apt-get', ['update'], { stdio: 'ignore' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      console.log(`apt-get could not install wrk (${(error as Error).message.split('\n')[0]}).`);
      return null;
    }
  }
  return commandPath('wrk');
}

/** nginx's path when Debian's package (or another) is installed, else null. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return commandPath('nginx');
}

/**
 * The load generator and the servers on CPUs of their own, as on separate machines: this process (and so
 * the wrk it starts, which inherits its CPUs) on the last CPU, each server, every thread of it, on the
 * others. Left to the scheduler on two cores, a server's main thread ran on wrk's CPU in 6-13 of 18-20
 * samples a run (loopback peers are woken onto the waker's CPU), and each round measured whichever placement
 * it drew: ours 15-30k req/s from one round to the next, p99 1.9-4.6 ms. Needs `taskset` (util-linux)
 * and two CPUs; `PIN=off` leaves placement to the scheduler. Returns how to place a server, or null
 * when nothing is pinned (and says why).
 */
export function keepLoadApart(): ((serverPid: number) => void) | null {
  const cpus = os.cpus().length;
  const taskset = commandPath('taskset');
  if (process.env.PIN === 'off' || cpus < 2 || !taskset) {
    console.log(`  CPUs not pinned (${process.env.PIN === 'off' ? 'PIN=off' : cpus < 2 ? 'one CPU' : 'no taskset'}): the scheduler may put a server on wrk's CPU, so rounds vary more`);
    return null;
  }
  const loadCpu = String(cpus - 1);
  const serverCpus = cpus === 2 ? '0' : `0-${cpus - 2}`;
  execFileSync(taskset, ['-a', '-p', '-c', loadCpu, String(process.pid)], { stdio: 'ignore' });
  console.log(`  wrk and this process on CPU ${loadCpu}, each server on CPU ${serverCpus} (taskset; PIN=off to leave it to the scheduler)`);
  return (serverPid) => execFileSync(taskset, ['-a', '-p', '-c', serverCpus, String(serverPid)], { stdio: 'ignore' });
}

/** Nanoseconds a process and its children have run on a CPU, from the scheduler's own account. */
export function cpuNanos(pid: number): number {
  let total = 0;
  const taskDir = `/proc/${pid}/task`;
  let tasks: string[];
  try {
    tasks = readdirSync(taskDir);
  } catch {
    return 0;
  }
  for (const tid of tasks) {
    try {
      total += Number(readFileSync(`${taskDir}/${tid}/schedstat`, 'utf8').split(' ')[0]);
      for (const child of readFileSync(`${taskDir}/${tid}/children`, 'utf8').split(' ').filter(Boolean)) total += cpuNanos(Number(child));
    } catch {
      // a thread that ended meanwhile
    }
  }
  return total;
}

// Prints one JSON line at the end: exact counts and percentiles (µs) from wrk's own histogram.
const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"us":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
`;

let scriptDir: string | null = null;
function luaScript(extra: string): string {
  scriptDir ??= mkdtempSync(path.join(tmpdir(), 'wrk-'));
  const file = path.join(scriptDir, `s${Buffer.from(extra).toString('base64url').slice(0, 40)}${extra.length}.lua`);
  writeFileSync(file, extra + SUMMARY_SCRIPT);
  return file;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The server's pid, for its CPU per request. */
  pid?: number;
  /** Lua that defines `request` (each request's own path, e.g. a distinct query): see wrk's SCRIPTING. */
  requestScript?: string;
}

/** One wrk run (one thread, on loopback only), bounded in time. */
export function wrk(wrkPath: string, url: string, options: WrkOptions): Promise<WrkResult> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) throw new Error('benchmarks only target loopback');
  const args = ['-t1', `-c${options.connections}`, `-d${Math.max(1, Math.round(options.seconds))}s`, '--timeout', '5s', '-s', luaScript(options.requestScript ?? '')];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const before = options.pid === undefined ? 0 : cpuNanos(options.pid);
  return new Promise((resolve, reject) => {
    const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), (options.seconds + 30) * 1000);
    child.on('close', () => {
      clearTimeout(killer);
      const after = options.pid === undefined ? 0 : cpuNanos(options.pid);
      const line = /WRK_JSON (\{.*\})/.exec(out);
      if (!line) return reject(new Error(`wrk printed no summary:\n${out}`));
      const s = JSON.parse(line[1]!) as { requests: number; us: number; p50: number; p99: number; status: number; socket: number };
      resolve({
        requests: s.requests,
        seconds: s.us / 1e6,
        rps: s.requests / (s.us / 1e6),
        p50ms: s.p50 / 1000,
        p99ms: s.p99 / 1000,
        badStatuses: s.status,
        socketErrors: s.socket,
        serverCpuUs: options.pid === undefined || s.requests === 0 ? null : (after - before) / 1000 / s.requests,
      });
    });
    child.on('error', reject);
  });
}
