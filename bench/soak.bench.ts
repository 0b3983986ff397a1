/**
 * Memory under a hostile mix: 60 s of never-repeated searches and jummal texts, long
 * unknown paths, random API keys and many client addresses against the built server, sampling the
 * server's resident memory every 5 s. Target: the last sample within 20% of the first (after warm-up).
 * Usage: npx tsx bench/soak.bench.ts [seconds]
 */
import { readFileSync } from 'node:fs';
import { benchKey, startBuiltServer } from './lib/server';

const seconds = Number(process.argv[2] ?? 60);
const { file } = benchKey();
const server = await startBuiltServer({ API_KEYS_FILE: file, TRUST_PROXY: 'on', ACCESS_LOG: 'off', RATE_LIMITS: 'on' });
const rssMb = () => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

let n = 0;
const next = () => {
  n += 1;
  switch (n % 5) {
    case 0: return `/api/v1/search?q=${encodeURIComponent(`رحمة ${n}`)}&limit=5`;
    case 1: return `/v1/jummal?text=${encodeURIComponent('محمد'.repeat(1 + (n % 50)) + 'ب'.repeat(n % 7))}`;
    case 2: return `/v1/unknown/${'x'.repeat(200 + (n % 3000))}/${n}`;
    case 3: return `/api/v1/ayah/${1 + (n % 114)}/1`;
    default: return `/docs/${n}-missing-page/`;
  }
};
const worker = async (until: number) => {
  while (Date.now() < until) {
    const headers: Record<string, string> = { 'X-Forwarded-For': `10.${n % 250}.${(n >> 8) % 250}.${n % 199}` };
    if (n % 11 === 0) headers['X-API-Key'] = `itk_random_${n}`;
    const response = await fetch(server.url + next(), { headers }).catch(() => null);
    await response?.arrayBuffer();
  }
};

const samples: number[] = [];
const started = Date.now();
const until = started + seconds * 1000;
const sampler = setInterval(() => samples.push(rssMb()), 5000);
await Promise.all(Array.from({ length: 16 }, () => worker(until)));
clearInterval(sampler);
samples.push(rssMb());
server.child.kill();
const first = samples[1] ?? samples[0]!; // after the first 5 s of warm-up
const last = samples.at(-1)!;
console.log(`${n.toLocaleString('en')} requests in ${seconds} s; RSS every 5 s (MB): ${samples.map((mb) => mb.toFixed(0)).join(' ')}`);
const growth = (last / first - 1) * 100;
console.log(`growth from 5 s to the end: ${growth.toFixed(1)}% (target within 20%: ${Math.abs(growth) <= 20 ? 'met' : 'MISSED'})`);
process.exitCode = Math.abs(growth) <= 20 ? 0 : 1;
