/** `npm start`: build when the build is missing or stale, then serve. */
import { spawnSync } from 'node:child_process';
import { ROOT, staleReason } from './lib/build-stamp';

export function ensureBuild(): void {
  const reason = staleReason();
  if (reason === null) return;
  console.log(`Building first (${reason})...`);
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1]?.endsWith('start.ts')) {
  ensureBuild();
  const { startServer } = await import('../server/main');
  const { server, url } = await startServer();
  console.log(`Islamic Tools API and docs on ${url}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
