/**
 * The bare `node:http` server the benches compare ours with: every request answered with the same
 * bytes and headers as ours sent, from memory, nothing else.
 */

/** The headers of one of our answers that a bare server sends as they are (not those Node sets per answer). */
export function sentHeadersOf(response: Response): Record<string, string> {
  const sent: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) sent[name] = value;
  });
  return sent;
}

/** The bare server's source, on loopback at `port` (0: any free one), saying `listening on URL` once it is. */
export function bareServerSource(bytes: Buffer, headers: Record<string, string>, port: number): string {
  return `import { createServer } from 'node:http';
const bytes = Buffer.from(${JSON.stringify(bytes.toString('base64'))}, 'base64');
const headers = { ...${JSON.stringify(headers)}, 'Content-Length': bytes.length };
const server = createServer((req, res) => { res.writeHead(200, headers); res.end(bytes); }).listen(${port}, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));`;
}
