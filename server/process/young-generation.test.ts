import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { YOUNG_GENERATION_FLAGS, youngGenerationPinned } from './young-generation';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The young generation's size (MB a semi-space) of a fresh node process given `flags`. */
const youngGenerationMb = (flags: readonly string[]) =>
  Number(execFileSync(process.execPath, [...flags, '-e', "process.stdout.write(String(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576))"], { encoding: 'utf8' }));

test('the flags give a process a 16 MB young generation from its start, where V8 would begin at 1 MB and shrink back to it', () => {
  expect(youngGenerationMb([])).toBeLessThanOrEqual(2);
  expect(youngGenerationMb(YOUNG_GENERATION_FLAGS)).toBeGreaterThanOrEqual(16);
});

test('every way the repo starts the server passes the flags', () => {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const service = readFileSync(path.join(ROOT, 'deploy/islamic-tools-api.service'), 'utf8');
  const dockerfile = readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');
  const dockerCommand = (JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[]).join(' ');
  const starts = [scripts.start!, scripts.serve!, /^ExecStart=(.*)$/m.exec(service)![1]!, dockerCommand];
  for (const command of starts) {
    expect(command).toMatch(/node .*dist\/server\.mjs/);
    expect(command).toContain(`node ${YOUNG_GENERATION_FLAGS.join(' ')} dist/server.mjs`);
  }
});

test('youngGenerationPinned reads the flags and NODE_OPTIONS in either spelling', () => {
  expect(youngGenerationPinned(['--min-semi-space-size=16'], '')).toBe(true);
  expect(youngGenerationPinned([], '--max-old-space-size=512 --min_semi_space_size=8')).toBe(true);
  expect(youngGenerationPinned(['--max-semi-space-size=16'], '')).toBe(false);
  expect(youngGenerationPinned([], '')).toBe(false);
});
