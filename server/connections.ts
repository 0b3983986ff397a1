/**
 * Who may hold a connection, and for how long. Idle connections (nothing sent yet, half a request, or
 * keep-alive between requests) are cheap to open and were enough to starve real clients: 19,980 of
 * them took every file descriptor. So the server holds at most `maxConnections`; when a new one
 * arrives at the cap, the connection idle the longest is closed to make room, and only when every
 * connection is busy answering is the new one refused. One client address (an IPv6 /64, an IPv4
 * address however wrapped) holds at most its share.
 *
 * Three clocks free a connection: `idleSeconds` with no request in progress (Node's header timeout
 * starts only at the first byte, so a connection that never sends one would be held for good);
 * `stallSeconds` with an answer waiting to be sent and not one byte of it taken by the client (a
 * client that stopped reading; Node's own socket timeout does not see bytes queued below it); and,
 * after SIGTERM, `drain` ends each connection once it has nothing in flight.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientLimitKey } from './client-address';

export interface ConnectionLimits {
  maxConnections: number;
  /** 0: no per-client share (behind a trusted proxy every connection comes from the proxy). */
  maxConnectionsPerClient: number;
  /** Seconds a connection may stay with no request in progress (from its opening, or its last answer). */
  idleSeconds: number;
  /** Seconds an answer may wait with the client taking none of it before the connection is closed. */
  stallSeconds: number;
}

export interface ConnectionCounts {
  open: number;
  idle: number;
  /** Idle connections closed to make room for a new one, since the start. */
  evicted: number;
  /** Connections closed after `idleSeconds` with no request in progress, since the start. */
  idleClosed: number;
  /** Connections closed after `stallSeconds` with an answer the client did not read, since the start. */
  stalled: number;
  /** New connections refused (over the client's share, or every connection busy). */
  refused: number;
}

export interface ConnectionGuard {
  counts(): ConnectionCounts;
  /**
   * For shutdown: from now on, each connection with no request in progress and nothing left to send
   * is ended (a FIN after its last byte, never a reset) once it has been so for `graceMs`; a client
   * in the middle of a keep-alive exchange gets its answer, with Connection: close, first.
   */
  drain(graceMs: number): void;
}

/** Bytes written by the server that the client has not taken yet (in Node's buffer or the kernel queue). */
function unsent(socket: Socket): number {
  const handle = (socket as unknown as { _handle?: { writeQueueSize?: number } })._handle;
  return socket.writableLength + (handle?.writeQueueSize ?? 0);
}

export function guardConnections(server: Server, limits: ConnectionLimits): ConnectionGuard {
  const open = new Set<Socket>();
  // Insertion order is idle order: the first key has been idle the longest. The value: idle since (ms).
  const idle = new Map<Socket, number>();
  const requestsInProgress = new WeakMap<Socket, number>();
  const progress = new WeakMap<Socket, { sent: number; since: number }>();
  const perClient = new Map<string, number>();
  let evicted = 0;
  let refused = 0;
  let idleClosed = 0;
  let stalled = 0;
  let drainGraceMs: number | null = null;

  const forget = (socket: Socket) => {
    open.delete(socket);
    idle.delete(socket);
  };

  server.on('connection', (socket: Socket) => {
    if (limits.maxConnectionsPerClient > 0) {
      const client = clientLimitKey(socket.remoteAddress ?? 'unknown');
      const count = (perClient.get(client) ?? 0) + 1;
      if (count > limits.maxConnectionsPerClient) {
        refused++;
        socket.destroy();
        return;
      }
      perClient.set(client, count);
      socket.once('close', () => {
        const left = (perClient.get(client) ?? 1) - 1;
        if (left === 0) perClient.delete(client);
        else perClient.set(client, left);
      });
    }
    if (open.size >= limits.maxConnections) {
      const longestIdle = [...idle.keys()].find((candidate) => unsent(candidate) === 0);
      if (longestIdle === undefined) {
        refused++;
        socket.destroy();
        return;
      }
      evicted++;
      forget(longestIdle);
      longestIdle.destroy();
    }
    open.add(socket);
    idle.set(socket, Date.now());
    socket.once('close', () => forget(socket));
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    requestsInProgress.set(socket, (requestsInProgress.get(socket) ?? 0) + 1);
    idle.delete(socket);
    res.once('close', () => {
      const left = (requestsInProgress.get(socket) ?? 1) - 1;
      requestsInProgress.set(socket, left);
      // Back at the end of the idle order: a keep-alive connection waiting for its next request.
      if (left === 0 && open.has(socket) && !socket.destroyed) idle.set(socket, Date.now());
    });
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const socket of open) {
      const waiting = unsent(socket);
      if (waiting === 0) {
        progress.delete(socket);
        continue;
      }
      // Bytes the client took: what was handed to the socket minus what still waits.
      const sent = socket.bytesWritten - waiting;
      const last = progress.get(socket);
      if (!last || last.sent !== sent) progress.set(socket, { sent, since: now });
      else if (now - last.since >= limits.stallSeconds * 1000) {
        stalled++;
        forget(socket);
        socket.destroy();
      }
    }
    const idleCutoff = now - limits.idleSeconds * 1000;
    const drainCutoff = drainGraceMs === null ? -Infinity : now - drainGraceMs;
    for (const [socket, since] of idle) {
      if (since > Math.max(idleCutoff, drainCutoff)) continue;
      // An answer still leaving (a slow reader of a finished response) is the stall clock's to judge.
      if (unsent(socket) > 0) continue;
      forget(socket);
      if (since <= idleCutoff) {
        idleClosed++;
        socket.destroy();
      } else socket.end();
    }
  }, 250);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  return {
    counts: () => ({ open: open.size, idle: idle.size, evicted, refused, idleClosed, stalled }),
    drain(graceMs) {
      drainGraceMs = graceMs;
    },
  };
}
