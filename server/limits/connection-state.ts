/** What the connection guard (server/limits/connections.ts) reads of a socket Node's HTTP server holds. */
import type { Socket } from 'node:net';

/** Whether Node holds a response for the socket (being written, or pipelined behind one): it clears this once the last is finished. */
export const responding = (socket: Socket): boolean => (socket as unknown as { _httpMessage?: object | null })._httpMessage != null;

/** Bytes written by the server that the client has not taken yet (in Node's buffer or the kernel queue). */
export function unsent(socket: Socket): number {
  const handle = (socket as unknown as { _handle?: { writeQueueSize?: number } })._handle;
  return socket.writableLength + (handle?.writeQueueSize ?? 0);
}

/** A held connection: idle since when, and whether a request came since it was last looked at. */
export class Held {
  requested = false;
  constructor(public since: number) {}
}
export const HELD = Symbol('held connection');
export type Guarded = Socket & { [HELD]?: Held };

/**
 * Whether a connection is busy: a request came since it was last looked at, or one is being
 * answered. Its idle clock restarts at the first look that finds neither.
 */
export function looksBusy(socket: Socket, held: Held, now: number): boolean {
  if (responding(socket)) return (held.requested = true);
  if (!held.requested) return false;
  held.requested = false;
  held.since = now;
  return true;
}

/** A request came on the socket (the server's request handler says so): one flag set. */
export function markRequested(socket: Socket): void {
  const held = (socket as Guarded)[HELD];
  if (held !== undefined) held.requested = true;
}

/** Busy connections a look found go to the end of the idle order (after the look: a Map meets a moved key again in its own loop). */
export function toEnd(order: Map<Socket, Held>, sockets: Socket[]): void {
  for (const socket of sockets) {
    const held = order.get(socket);
    if (held === undefined) continue;
    order.delete(socket);
    order.set(socket, held);
  }
}

/** Connections with no request in progress. */
export function notResponding(sockets: Iterable<Socket>): number {
  let count = 0;
  for (const socket of sockets) if (!responding(socket)) count++;
  return count;
}
