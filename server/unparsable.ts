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
  const [status, title, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', `the request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB; send fewer or shorter headers`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? [408, 'Request Timeout', 'bad_request', 'the request was not received in time; send the whole request at once']
        : [400, 'Bad Request', 'bad_request', 'the request could not be parsed as HTTP/1.1. Raw non-ASCII characters in the URL are the usual cause: percent-encode them (curl -G --data-urlencode "text=محمد" ...)'];
  const body = JSON.stringify({ type: `/docs/errors#${code}`, title, status, code, detail });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
