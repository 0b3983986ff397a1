/** `npm test`: build when stale, then run every test (unit and HTTP) with vitest. */
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './start';
import { ROOT } from './lib/build-stamp';

ensureBuild();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
