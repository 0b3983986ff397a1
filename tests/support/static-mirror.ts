import { spawn } from 'node:child_process';
import { startOnLoopbackPort } from './loopback-child';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The flags `npm run mirror` passes to http-server: CORS, `.json` as the default extension, no listings. */
export const MIRROR_FLAGS = ['--cors', '-e', 'json', '-d', 'false', '-c-1'];

export interface StaticMirror {
  url: string;
  stop(): void;
}

/** The flags of `npm run mirror:site`: the docs site's folders answer with their index.html. */
export const SITE_MIRROR_FLAGS = ['--cors', '-d', 'false', '-c-1'];

/** Serves a folder with http-server (no code of ours) on a free loopback port (see startOnLoopbackPort). */
export async function startStaticMirror(folder: string, flags: readonly string[] = MIRROR_FLAGS): Promise<StaticMirror> {
  const { child, port } = await startOnLoopbackPort(`http-server on ${folder}`, (port) =>
    spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/http-server/bin/http-server'), folder, '-a', '127.0.0.1', '-p', String(port), ...flags, '-s'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
