#!/usr/bin/env node
// The MCP server over stdio (src/mcp/stdio.ts), run through tsx like the project's scripts. Stdout
// carries the protocol alone: whatever a module logs while loading goes to stderr.
import { register } from 'tsx/esm/api';

for (const level of ['log', 'info', 'warn', 'debug']) console[level] = console.error;
register();
await import('../src/mcp/stdio.ts');
