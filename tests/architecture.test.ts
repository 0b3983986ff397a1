/**
 * The shape of the sources, read as text. The domains (src/hijri, src/jummal, src/quran, src/prayer, src/recitations) work on values: they refuse one with a
 * name-free InvalidValue, and the vocabulary (src/api/vocabulary/) names the parameter that carried
 * it. These checks read the sources, so a domain that starts naming HTTP parameters fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

/** Each source file under src/ (tests left out) and the files under src/ it imports statically. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources('src')) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    // Static imports and re-exports only: a dynamic import() is loaded later and closes no cycle at load time.
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'|^import\s+'(\.{1,2}\/[^']+)'/gm)) {
      if (/^import\s+type\s|^export\s+type\s/.test(match[0])) continue;
      const spec = resolve(dirname(file), match[1] ?? match[2]!);
      const target = [spec, `${spec}.ts`, join(spec, 'index.ts')].find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
      if (target) targets.push(relative('.', target));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The import cycles of a graph: each strongly connected group of two or more files, or a file importing itself (Tarjan). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the imports under src/', () => {
  it('run one way: no module imports, however indirectly, one that imports it', () => {
    expect(importCycles(importGraph())).toEqual([]);
  });

  it('are all read: a cycle of two files that import each other is found', () => {
    const graph = importGraph();
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts', 'a.ts']], ['c.ts', []]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
