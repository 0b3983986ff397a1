/** Runs the build when dist/ is missing or older than the sources (used by `npm start` and `npm test`). */
import { spawnSync } from 'node:child_process';
import { ROOT, staleReason } from './lib/build-stamp';

const reason = staleReason();
if (reason !== null) {
  console.log(`Building first (${reason})...`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
