import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorGroups } from '../src/api/all-errors';
import { STATUS_TITLES } from '../src/api/problem';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe('the error catalog', () => {
  const documented = new Set(errorGroups.flatMap((group) => group.codes.map((entry) => entry.code)));

  it('documents every error code the code can answer with', () => {
    const used = new Set<string>();
    for (const file of [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'server'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/new ApiError\(\s*'([a-z_]+)'|new InputError\(\s*'([a-z_]+)'/g)) {
        used.add(match[1] ?? match[2]!);
      }
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((code) => !documented.has(code))).toEqual([]);
  });

  it('gives every status it uses a title, so no problem is titled "Error"', () => {
    const statuses = new Set(errorGroups.flatMap((group) => group.codes.map((entry) => entry.status)));
    expect([...statuses].filter((status) => !STATUS_TITLES[status])).toEqual([]);
  });

  it('lists each code once', () => {
    const all = errorGroups.flatMap((group) => group.codes.map((entry) => entry.code));
    expect(all.length).toBe(new Set(all).size);
  });
});
