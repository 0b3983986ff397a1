/**
 * The MCP server over stdio, offline: every tool is answered in process from the same route table
 * as the HTTP API (src/api/dispatch.ts), from this checkout's data. Nothing but the protocol is
 * written to stdout: anything a module would log goes to stderr.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { answerApiRequest } from '../api/dispatch';
import { readApiConfig } from '../api/config';
import { readSearchIndexFilesFrom } from '../quran/search/index-files';
import { createMcpServer } from './server';

console.log = console.error;
console.info = console.error;
console.warn = console.error;
console.debug = console.error;

const config = readApiConfig();
// The search indexes the build wrote, when this checkout has been built: read, not built (a few seconds), on the first search.
const indexes = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/search-indexes');
if (existsSync(indexes)) readSearchIndexFilesFrom(indexes, (message) => console.error(message));

const server = createMcpServer((target) => {
  const at = target.indexOf('?');
  const answer = answerApiRequest({ pathname: at === -1 ? target : target.slice(0, at), rawQuery: at === -1 ? '' : target.slice(at + 1), context: { now: new Date(), config } });
  return { status: answer.status, body: answer.body };
});
await server.connect(new StdioServerTransport());
