/**
 * Server bundles side by side over one build: each `name=path/to/bundle.mjs[,NODE_FLAG...]` started
 * with the same environment, each waited for until its search indexes are loaded, then loaded by
 * wrk in rotating rounds; prints each one's CPU per request (schedstat) and its ratio to the first.
 * For A/B of the static path between commits (bundle each with esbuild over the same dist/).
 *   npx tsx bench/lib/ab-servers.ts PATH CONNECTIONS SECONDS ROUNDS name=bundle ...
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { benchKey, indexesLoaded, startBundle } from './server';
import { median } from './stats';
import { ensureWrk, wrk, type WrkResult } from './wrk';
import { YOUNG_GENERATION_FLAGS } from '../../server/process/young-generation';

const [target = '/api/v1/ayah/2/255', connectionsArg = '20', secondsArg = '2', roundsArg = '3', ...variants] = process.argv.slice(2);
const ROOT = path.resolve(import.meta.dirname, '../..');
const wrkPath = ensureWrk();
if (!wrkPath) throw new Error('wrk is needed');
const { file: keysFile, key } = benchKey();

const servers: { name: string; child: ChildProcess; url: string }[] = [];
try {
  for (const variant of variants) {
    const [name, spec] = variant.split('=') as [string, string];
    const [bundle, ...flags] = spec.split(',');
    const server = await startBundle(bundle!, { API_KEYS_FILE: keysFile, DIST_DIR: path.join(ROOT, 'dist') }, [...YOUNG_GENERATION_FLAGS, ...flags]);
    await indexesLoaded(server);
    servers.push({ name, child: server.child, url: server.url });
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const connections = Number(connectionsArg);
  const runs = new Map<string, WrkResult[]>(servers.map((server) => [server.name, []]));
  for (const server of servers) await wrk(wrkPath, server.url + target, { connections, seconds: 1, headers: { 'X-API-Key': key } });
  for (let round = 0; round < Number(roundsArg); round++) {
    for (let i = 0; i < servers.length; i++) {
      const server = servers[(round + i) % servers.length]!;
      runs.get(server.name)!.push(await wrk(wrkPath, server.url + target, { connections, seconds: Number(secondsArg), headers: { 'X-API-Key': key }, pid: server.child.pid }));
    }
  }
  const first = servers[0]!.name;
  console.log(`${target}, ${connections} connections, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (const server of servers) {
    const own = runs.get(server.name)!;
    const cpu = own.map((run) => run.serverCpuUs!);
    const ratio = median(own.map((run, round) => run.serverCpuUs! / runs.get(first)![round]!.serverCpuUs!));
    console.log(`  ${server.name.padEnd(20)} ${median(cpu).toFixed(1)} µs/req (${cpu.map((n) => n.toFixed(1)).join(', ')})  ${ratio.toFixed(3)}x ${first}  ${Math.round(median(own.map((r) => r.rps)))} req/s`);
  }
} finally {
  for (const server of servers) server.child.kill();
}
