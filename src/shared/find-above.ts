import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `relative` (a path inside the repository) found upward from a module: the same from its source
 * (src/...) and once bundled (dist/server.mjs, or an Astro chunk). Throws naming what to do.
 */
export function findAbove(moduleUrl: string, relative: string, remedy = ''): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${relative} not found above ${fileURLToPath(moduleUrl)}${remedy ? `: ${remedy}` : ''}`);
    dir = parent;
  }
}
