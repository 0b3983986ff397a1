import type { Duplex } from 'node:stream';

/** Headers larger than this are refused with 431 (Node's default is 16 KiB as well; said here on purpose). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * A request Node's parser refuses never reaches the app: answer it here as a problem document
 * saying what to change, rather than with Node's empty 400.
 */
export function answerUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (error.code === 'CONNECT') {
    endWithProblem(socket, 405, 'Method Not Allowed', 'method_not_allowed', 'CONNECT is not supported: this server is not a proxy; send GET, HEAD or OPTIONS', 'Allow: GET, HEAD, OPTIONS\r\n');
    return;
  }
  const [status, title, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', `the request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB; send fewer or shorter headers`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? [408, 'Request Timeout', 'bad_request', 'the request was not received in time; send the whole request at once']
        : [400, 'Bad Request', 'bad_request', 'the request could not be parsed as HTTP/1.1. Raw non-ASCII characters in the URL are the usual cause: percent-encode them (curl -G --data-urlencode "text=محمد" ...)'];
  endWithProblem(socket, status, title, code, detail);
}

/** A problem document written straight to the socket, which is then closed. */
export function endWithProblem(socket: Duplex, status: number, title: string, code: string, detail: string, extraHeaders = ''): void {
  const body = JSON.stringify({ type: `/docs/errors#${code}`, title, status, code, detail });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nX-Content-Type-Options: nosniff\r\n${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}

/** `Expect` other than 100-continue: 417 as a problem, not Node's empty answer. */
export function answerExpectation(req: { headers: Record<string, unknown> }, res: import('node:http').ServerResponse): void {
  const detail = `the Expect header '${String(req.headers.expect).slice(0, 50)}' is not supported; send the request without it`;
  const body = JSON.stringify({ type: '/docs/errors#bad_request', title: 'Expectation Failed', status: 417, code: 'bad_request', detail });
  res.writeHead(417, { 'Content-Length': Buffer.byteLength(body), 'Content-Type': 'application/problem+json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
  res.end(body);
}
