/**
 * `npm run mirror` and `npm run mirror:site`: dist/client served as plain files by http-server (no
 * code of ours answers), with two things it does not do alone. A request path is given one leading
 * slash before http-server sees it: its folder redirect copies the path into `Location`, so
 * `GET //evil.example/%2e%2e/docs` was answered `302 Location: //evil.example/...`, a redirect to
 * another host. And the build's precompressed `.br` and `.gz` files are served to clients that accept them.
 *
 *   tsx server/files/mirror.ts api|site PORT
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const httpServer = require('http-server') as {
  createServer(options: Record<string, unknown>): { server: import('node:http').Server; listen(port: number, host: string, done: () => void): void };
};

/** `//a//b` → `/a/b`: a path that cannot be read as a host when copied into a redirect. */
export function singleSlashes(url: string): string {
  const queryStart = url.search(/[?#]/);
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  return pathPart.replace(/\/{2,}/g, '/').replace(/^\/*\\+/, '/') + (queryStart === -1 ? '' : url.slice(queryStart));
}

/** The mirror's server: `api` adds `.json` to extensionless paths, `site` answers folders with their index.html. */
export function createMirror(root: string, kind: 'api' | 'site') {
  return httpServer.createServer({
    root,
    cors: true,
    cache: 3600,
    showDir: 'false',
    gzip: true,
    brotli: true,
    ...(kind === 'api' ? { ext: 'json' } : {}),
    before: [
      (req: IncomingMessage, res: ServerResponse & { emit(event: 'next'): boolean }) => {
        req.url = singleSlashes(req.url ?? '/');
        // Backslashes are slashes to browsers: `/\evil.example` must not reach a Location either.
        req.url = req.url.replace(/\\/g, '%5C');
        res.emit('next');
      },
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [kind = 'api', port = kind === 'site' ? '8081' : '8080'] = process.argv.slice(2);
  if (kind !== 'api' && kind !== 'site') throw new Error('usage: tsx server/files/mirror.ts api|site [PORT]');
  const root = path.resolve(import.meta.dirname, '../..', 'dist', 'client');
  const host = process.env.HOST || '127.0.0.1';
  createMirror(root, kind).listen(Number(port), host, () => console.log(`mirror of ${root} (${kind}) on http://${host}:${port}`));
}
