/**
 * The shape of the sources, read as text. The domains (src/hijri, src/jummal, src/quran, src/prayer, src/recitations) work on values: they refuse one with a
 * name-free InvalidValue, and the vocabulary (src/api/vocabulary/) names the parameter that carried
 * it. These checks read the sources, so a domain that starts naming HTTP parameters fails here, and
 * an import cycle under src/ or server/ too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/import-cycles';

const DOMAINS = ['src/hijri', 'src/jummal', 'src/quran', 'src/prayer', 'src/recitations'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line: text` of every line of the domains' sources that matches. */
function linesMatching(pattern: RegExp): string[] {
  return DOMAINS.flatMap(sources).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the domains', () => {
  it('throw no InputError: a refused value is an InvalidValue the vocabulary names', () => {
    expect(linesMatching(/new InputError\(/)).toEqual([]);
  });

  it('take no argument that exists only to name a parameter', () => {
    expect(linesMatching(/\bparam(Name)?\??\s*(:\s*string|=\s*'[a-z_]+')/)).toEqual([]);
  });

  it('can be checked: the folders hold sources', () => {
    expect(DOMAINS.flatMap(sources).length).toBeGreaterThan(50);
  });
});

describe('the imports under src/', () => {
  it('run one way at load: no module loads, however indirectly, one that loads it (type-only imports are erased)', () => {
    expect(importCycles(importGraph('src', { typeOnly: false }), process.cwd())).toEqual([]);
  });

  it('are all read: a cycle of two files that import each other is found', () => {
    const graph = importGraph('src', { typeOnly: false });
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
    expect(importCycles(new Map([['/a.ts', ['/b.ts']], ['/b.ts', ['/c.ts', '/a.ts']], ['/c.ts', []]]), '/').map((cycle) => cycle.sort())).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('the server', () => {
  const graph = importGraph('server');

  it('has no import cycle, type-only imports counted (each file can be read from what it imports)', () => {
    expect(importCycles(graph, process.cwd())).toEqual([]);
  });

  it('can be checked: the graph holds the server and its imports', () => {
    expect(graph.size).toBeGreaterThan(40);
    expect(graph.get(join(process.cwd(), 'server', 'app.ts'))?.length).toBeGreaterThan(10);
  });
});
