import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { YOUNG_GENERATION_FLAGS } from '../../server/process/young-generation';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** What it wrote to stdout and stderr up to saying it is listening. */
  startupOutput: string;
}

/**
 * Starts the built server (`node --min-semi-space-size=16 dist/server.mjs`, as `npm start` runs it) on a free loopback
 * port, with `env` on top of this process's environment; resolves once it says it is listening
 * (which it does only after warming its live routes).
 */
export function startBuiltServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  return startServerProcess([...YOUNG_GENERATION_FLAGS, 'dist/server.mjs'], env, timeoutMs);
}

/**
 * The server run from its source (server/main.ts through tsx), for tests over a fixture folder
 * (DIST_DIR) that need a real process and socket (signals, stdout) but not the build.
 */
export function startSourceServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  return startServerProcess([...YOUNG_GENERATION_FLAGS, '--import', 'tsx', 'server/main.ts'], env, timeoutMs);
}

function startServerProcess(args: string[], env: Record<string, string>, timeoutMs: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      // Once listening, the access log keeps flowing: read on (so the pipe never fills), keep none of it.
      if (output.length > 100_000) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, startupOutput: output });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output}`));
    });
  });
}
