import type { ErrorCode } from '../shared/input-error';

/** The codes the MCP tools (/mcp and the stdio server) answer besides those of the routes they call. */
export const mcpErrors: ErrorCode[] = [
  { code: 'unknown_tool', status: 404, meaning: 'No MCP tool has this name; tools/list lists them.' },
  { code: 'invalid_argument', status: 400, meaning: 'An MCP tool argument is not a string, number or boolean, or not one of the values it takes (convert_date `to`: hijri or gregorian).' },
  { code: 'mcp_message_too_large', status: 413, meaning: 'A POST to /mcp carried more than 64 KiB; it is refused unread.' },
];
