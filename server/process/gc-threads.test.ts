import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readServerConfig } from './config';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The helper threads' share of each scavenge of a process that allocates about 300 MB, with or without scavengeOnOneThread. */
function helperScavengeMs(oneThread: boolean): number[] {
  const program = `
    const { scavengeOnOneThread } = await import(${JSON.stringify(path.join(ROOT, 'server/process/gc-threads.ts'))});
    if (${oneThread}) scavengeOnOneThread();
    process.stdout.write('allocating\\n');
    const kept = [];
    for (let i = 0; i < 2e6; i++) {
      const item = { i, text: 'x' + i, list: [i] };
      if (i % 10 === 0) kept.push(item);
      if (kept.length > 50000) kept.length = 0;
    }`;
  const output = execFileSync(process.execPath, ['--trace-gc-nvp', '--import', 'tsx', '--input-type=module', '-e', program], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // Only the scavenges of the loop: loading tsx collects before the flag is set.
  return output
    .slice(output.indexOf('allocating\n'))
    .split('\n')
    .filter((line) => / gc=s /.test(line))
    .map((line) => Number(/ background\.scavenge\.parallel=([0-9.]+)/.exec(line)![1]));
}

test('with scavengeOnOneThread no scavenge runs on a helper thread; without it some do', () => {
  const alone = helperScavengeMs(true);
  const split = helperScavengeMs(false);
  expect(alone.length).toBeGreaterThan(10);
  expect(alone.every((ms) => ms === 0)).toBe(true);
  expect(split.some((ms) => ms > 0)).toBe(true);
}, 60_000);

test('PARALLEL_SCAVENGE is off unless asked for, and a bad value stops the start', () => {
  expect(readServerConfig({}).parallelScavenge).toBe(false);
  expect(readServerConfig({ PARALLEL_SCAVENGE: 'on' }).parallelScavenge).toBe(true);
  expect(() => readServerConfig({ PARALLEL_SCAVENGE: 'sometimes' })).toThrow(/PARALLEL_SCAVENGE must be on or off/);
});
