/**
 * The import graph of a folder's sources, read from their text: each relative `import` or
 * `export ... from`, with or without the type-only ones (erased at load, they close no cycle at run time
 * but still tie the files together), and the cycles in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each source under `folder` and the sources under `folder` it loads. */
export function importGraph(folder: string, { typeOnly = true }: { typeOnly?: boolean } = {}): Map<string, string[]> {
  const root = path.resolve(folder);
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const loads = [...text.matchAll(IMPORT)]
      .filter((match) => typeOnly || !/^\s*(?:import|export)\s+type\s/.test(match[0]))
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== null && target.startsWith(root + path.sep));
    graph.set(file, [...new Set(loads)]);
  }
  return graph;
}

/** Every import cycle, each as the files around it (relative to `relativeTo`), found once. */
export function importCycles(graph: Map<string, string[]>, relativeTo: string): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next)).map((member) => path.relative(relativeTo, member));
        const key = [...cycle].sort().join(' ');
        if (!seen.has(key)) (seen.add(key), cycles.push(cycle));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
