import type { Duplex } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { ApiError, problemBody } from '../src/api/problem';

/** Headers larger than this are refused with 431 (Node's default is 16 KiB as well; said here on purpose). */
export const MAX_HEADER_BYTES = 16 * 1024;

const CONNECT_REFUSED = 'CONNECT is not supported: this server is not a proxy; send GET, HEAD or OPTIONS';
const ALLOW = 'Allow: GET, HEAD, OPTIONS\r\n';

/**
 * A request Node's parser refuses never reaches the app: answer it here as a problem document
 * saying what to change, rather than with Node's empty 400.
 */
export function answerUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (error.code === 'CONNECT') return refuseConnect(socket);
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError('headers_too_large', `the request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB; send fewer or shorter headers`)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? new ApiError('request_timeout', 'the request was not received in time; send the whole request at once')
        : new ApiError('bad_request', 'the request could not be parsed as HTTP/1.1. Raw non-ASCII characters in the URL are the usual cause: percent-encode them (curl -G --data-urlencode "text=محمد" ...)');
  endWithProblem(socket, problem);
}

/** A CONNECT request: 405, this server is no proxy. */
export function refuseConnect(socket: Duplex): void {
  endWithProblem(socket, new ApiError('method_not_allowed', CONNECT_REFUSED), ALLOW);
}

/** A problem document from the error catalog written straight to the socket, which is then closed. */
export function endWithProblem(socket: Duplex, error: ApiError, extraHeaders = ''): void {
  const problem = problemBody(error);
  const body = JSON.stringify(problem);
  socket.end(
    `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nX-Content-Type-Options: nosniff\r\n${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}

/** `Expect` other than 100-continue: 417 as a problem, not Node's empty answer. */
export function answerExpectation(req: { headers: Record<string, unknown> }, res: ServerResponse): void {
  const problem = problemBody(new ApiError('expectation_failed', `the Expect header '${String(req.headers.expect).slice(0, 50)}' is not supported; send the request without it`));
  const body = JSON.stringify(problem);
  res.writeHead(problem.status, { 'Content-Length': Buffer.byteLength(body), 'Content-Type': 'application/problem+json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
  res.end(body);
}
