import { spawn, type ChildProcess } from 'node:child_process';
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

/** Serves a folder with http-server (no code of ours) on a free loopback port. */
export async function startStaticMirror(folder: string, flags: readonly string[] = MIRROR_FLAGS): Promise<StaticMirror> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/http-server/bin/http-server'), folder, '-a', '127.0.0.1', '-p', String(port), ...flags, '-s'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      await fetch(url + '/');
      return { url, stop: () => child.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`http-server did not start on ${folder}`);
}
