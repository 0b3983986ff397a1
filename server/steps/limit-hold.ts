/**
 * A client refused for its work is made to wait: after its 429 its connection is not read until the
 * Retry-After interval is over. Answering 429 at once and reading the next request at once was not
 * enough: 80 keep-alive connections of 20 addresses, each answered 429 and asking again at once, kept
 * the event loop busy with refusals, and a light client waited behind every one of them (p50 661x its
 * baseline). A held connection costs nothing while it waits: its requests stay in the kernel's buffers
 * and then the client's (TCP's own flow control), never in a queue of this process; one timer per
 * connection, cleared when it closes.
 *
 * Only a connection that is the refused client's own: one without an API key, and not from a trusted
 * proxy (whose connection carries the requests of many clients, the light ones too).
 */
import type { Socket } from 'node:net';
import { forwardedClientOf } from '../limits/client-address';
import type { RequestContext } from '../context';

/** Never longer: Node's keep-alive timeout (5 s) closes a held connection sooner anyway. */
export const MAX_HOLD_MS = 10_000;

interface Hold {
  until: number;
  timer: NodeJS.Timeout;
}

const holds = new WeakMap<Socket, Hold>();

/** Marks the answer of `ctx` as one after which its connection is held for `seconds`, when the connection is the client's own. */
export function holdAfterRefusal(ctx: RequestContext, seconds: number): void {
  const { request, edge } = ctx;
  if (ctx.key || request.headers['x-api-key'] !== undefined || request.headers.authorization !== undefined) return;
  if (forwardedClientOf(request.remoteAddress, request.headers['x-forwarded-for'], edge.config) !== null) return;
  ctx.holdReadingMs = Math.min(MAX_HOLD_MS, seconds * 1000);
}

/** Stops reading `socket` for `ms` (longer if already held longer); reading resumes after, or never when it closes first. */
export function holdReading(socket: Socket, ms: number): void {
  if (socket.destroyed) return;
  const until = Date.now() + ms;
  const held = holds.get(socket);
  if (held) {
    if (held.until >= until) return;
    clearTimeout(held.timer);
  } else {
    socket.once('close', () => release(socket, false));
    // Node's HTTP server resumes a socket it paused itself once its answers drain: not while held.
    socket.on('resume', () => {
      if (holds.has(socket)) socket.pause();
    });
  }
  socket.pause();
  holds.set(socket, { until, timer: setTimeout(() => release(socket, true), ms) });
}

function release(socket: Socket, resume: boolean): void {
  const held = holds.get(socket);
  if (!held) return;
  clearTimeout(held.timer);
  holds.delete(socket);
  if (resume && !socket.destroyed) socket.resume();
}

/** Whether `socket` is held now (for tests and metrics). */
export const isHeld = (socket: Socket): boolean => holds.has(socket);
