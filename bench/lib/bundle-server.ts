/**
 * Bundles server/main.ts of a source tree (a worktree or a `git archive` of a commit, with
 * node_modules reachable above it) as the build does, to another file: for bench/lib/ab-servers.ts.
 *   npx tsx bench/lib/bundle-server.ts SOURCE_ROOT OUTFILE
 */
import path from 'node:path';
import { build } from 'esbuild';

const [root, outfile] = process.argv.slice(2);
if (!root || !outfile) throw new Error('usage: bundle-server.ts SOURCE_ROOT OUTFILE');
await build({
  entryPoints: [path.join(path.resolve(root), 'server', 'main.ts')],
  outfile: path.resolve(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
