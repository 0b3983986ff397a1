/**
 * The MCP server over the SDK's low-level Server: tools/list from the declarations (src/mcp/tools.ts),
 * tools/call as a request of the API (src/mcp/call.ts). The transport is the caller's: stdio
 * (src/mcp/stdio.ts) or Streamable HTTP at /mcp (server/mcp.ts).
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { callTool, type RequestApi } from './call';
import { inputSchema, outputSchema, TOOLS } from './tools';

export const MCP_SERVER_NAME = 'islamic-tools-api';
export const MCP_SERVER_VERSION = '0.1.0';

let listed: Tool[] | undefined;
/** The tools as tools/list answers them, written once. */
export function listedTools(): Tool[] {
  return (listed ??= TOOLS.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: inputSchema(tool),
    outputSchema: outputSchema(tool) as Tool['outputSchema'],
    annotations: { readOnlyHint: true, openWorldHint: false },
  })));
}

/** A server whose tool calls are answered by `request`; `origin` prefixes the `url` of each result. */
export function createMcpServer(request: RequestApi, origin = ''): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'Islamic Tools API: Hijri dates, prayer times, Qibla, places, the Quran (ayahs, search, words) and Jummal. Before quoting the Quran, check the quotation with verify_quran_quote. Show the attribution of each entry of `sources` with the data.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listedTools() }));
  server.setRequestHandler(CallToolRequestSchema, (call) => callTool(call.params.name, call.params.arguments, request, origin));
  return server;
}
