/**
 * Who may hold a connection. Idle connections (nothing sent yet, half a request, or keep-alive between
 * requests) are cheap to open and were enough to starve real clients: 19,980 of them took every file
 * descriptor. So the server holds at most `maxConnections`; when a new one arrives at the cap, the
 * connection idle the longest is closed to make room, and only when every connection is busy
 * answering is the new one refused. One client address (an IPv6 /64) holds at most its share.
 * A connection idle for `idleSeconds` is closed: Node's header timeout starts only at the first
 * byte, so a connection that never sends one would otherwise be held for good.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientLimitKey } from './rate-limit';

export interface ConnectionLimits {
  maxConnections: number;
  /** 0: no per-client share (behind a trusted proxy every connection comes from the proxy). */
  maxConnectionsPerClient: number;
  /** Seconds a connection may stay with no request in progress (from its opening, or its last answer). */
  idleSeconds: number;
}

export interface ConnectionCounts {
  open: number;
  idle: number;
  /** Idle connections closed to make room for a new one, since the start. */
  evicted: number;
  /** Connections closed after `idleSeconds` with no request in progress, since the start. */
  idleClosed: number;
  /** New connections refused (over the client's share, or every connection busy). */
  refused: number;
}

export function guardConnections(server: Server, limits: ConnectionLimits): () => ConnectionCounts {
  const open = new Set<Socket>();
  // Insertion order is idle order: the first key has been idle the longest. The value: idle since (ms).
  const idle = new Map<Socket, number>();
  const requestsInProgress = new WeakMap<Socket, number>();
  const perClient = new Map<string, number>();
  let evicted = 0;
  let refused = 0;

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
      const longestIdle = idle.keys().next().value;
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

  let idleClosed = 0;
  const sweep = setInterval(() => {
    const cutoff = Date.now() - limits.idleSeconds * 1000;
    for (const [socket, since] of idle) {
      if (since > cutoff) break;
      idleClosed++;
      forget(socket);
      socket.destroy();
    }
  }, 1000);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  return () => ({ open: open.size, idle: idle.size, evicted, refused, idleClosed });
}
