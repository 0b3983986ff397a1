import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readServerConfig } from './config';
import { createApp } from './app';

/** Starts the API and docs server on the built output. */
export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = readServerConfig(env);
  if (!existsSync(config.clientDir)) {
    throw new Error(`no build at ${config.clientDir}; run \`npm run build\` (or \`npm start\`, which builds first)`);
  }
  const server = createServer(createApp(config));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  await warmUp(url);
  return { server, url, config };
}

/**
 * The search index (about 1 s to build) is made on the first search, and each route's code is
 * compiled by V8 on first use. One request to each live route before the server reports ready
 * keeps that cost off the first caller.
 */
async function warmUp(url: string): Promise<void> {
  const paths = ['/v1/hijri/today', '/v1/jummal?text=%D8%A7', '/api/v1/search?q=%D8%A7&limit=1', '/api/v1/search?q=a&limit=1'];
  for (const path of paths) {
    const response = await fetch(url + path);
    await response.arrayBuffer();
    if (response.status !== 200) console.error(`warm-up request ${path} answered ${response.status}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { server, url, config } = await startServer();
    console.log(`Islamic Tools API listening on ${url} (rate limits ${config.rateLimits ? 'on' : 'off'}, fast path ${config.fastPath ? 'on' : 'off'})`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
