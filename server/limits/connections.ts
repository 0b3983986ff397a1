/**
 * Who may hold a connection, and for how long. Idle connections (nothing sent yet, half a request, or
 * keep-alive between requests) are cheap to open and were enough to starve real clients: 19,980 of
 * them took every file descriptor. So the server holds at most `maxConnections`; when a new one
 * arrives at the cap, room is made, never at the newcomer's cost: the connection idle the longest is
 * closed, else the one whose reader has taken nothing the longest, else one of the client holding the
 * most connections (8 addresses that each held 250 stalled connections locked everyone else out).
 * The newcomer is refused only when its own client holds the most. One client address (an IPv6 /56,
 * an IPv4 address however wrapped) holds at most its share.
 *
 * Three clocks free a connection: `idleSeconds` with no request in progress (Node's header timeout
 * starts only at the first byte, so a connection that never sends one would be held for good);
 * `stallSeconds` with an answer waiting to be sent and not one byte of it taken by the client (a
 * client that stopped reading; Node's own socket timeout does not see bytes queued below it), or
 * less than `minReadBytesPerSecond` taken over READ_RATE_WINDOW_MS (a reader that trickles a few
 * bytes to look alive); and, after SIGTERM, `drain` ends each connection once it has nothing in flight.
 * A connection's idle clock starts when the sweep (every 250 ms) finds its last answer gone. The server's
 * request handler calls `requestArrived` (a flag set: no listener and no Map move per request).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientLimitKey } from './client-address';
import { HELD, Held, looksBusy, markRequested, notResponding, toEnd, unsent, type Guarded } from './connection-state';

export interface ConnectionLimits {
  maxConnections: number;
  /** 0: no per-client share (behind a trusted proxy every connection comes from the proxy). */
  maxConnectionsPerClient: number;
  /** Seconds a connection may stay with no request in progress (from its opening, or its last answer). */
  idleSeconds: number;
  /** Seconds an answer may wait with the client taking none of it before the connection is closed. */
  stallSeconds: number;
  /** Bytes per second a client must take of an answer waiting for it, over READ_RATE_WINDOW_MS (default 1,024). */
  minReadBytesPerSecond?: number;
  readRateWindowMs?: number;
}

/** The window over which a reader's rate is judged: long enough for a slow mobile link, short against a trickle. */
export const READ_RATE_WINDOW_MS = 10_000;

export interface ConnectionCounts {
  open: number;
  idle: number;
  /** Since the start: idle connections closed for a newcomer (`evicted`), after `idleSeconds` (`idleClosed`), after `stallSeconds` of an unread answer (`stalled`), newcomers refused. */
  evicted: number;
  idleClosed: number;
  stalled: number;
  refused: number;
}

export interface ConnectionGuard {
  counts(): ConnectionCounts;
  /** A request came on `socket`: the server's request handler calls this first. */
  requestArrived(socket: Socket): void;
  /** For shutdown: each connection with nothing in progress or left to send is ended (a FIN, never a reset) once so for `graceMs`; one mid-exchange gets its answer, with Connection: close, first. */
  drain(graceMs: number): void;
}

export function guardConnections(server: Server, limits: ConnectionLimits): ConnectionGuard {
  const [minRate, rateWindow] = [limits.minReadBytesPerSecond ?? 1024, limits.readRateWindowMs ?? READ_RATE_WINDOW_MS];
  // Every open connection. Insertion order is idle order: the first not busy has been idle the longest.
  const open = new Map<Socket, Held>();
  /** Of a socket with an answer waiting: bytes taken at the last progress and since when; the rate window's start. */
  const progress = new Map<Socket, { sent: number; since: number; windowSent: number; windowAt: number }>();
  const byClient = new Map<string, Set<Socket>>();
  let [evicted, refused, idleClosed, stalled] = [0, 0, 0, 0];
  let drainGraceMs: number | null = null;

  const forget = (socket: Socket) => {
    open.delete(socket);
    progress.delete(socket);
  };

  /** The connection to close for a newcomer of `client`, or null when the newcomer is the one to refuse. */
  const roomFor = (client: string): Socket | null => {
    const now = Date.now();
    const busy: Socket[] = [];
    let idlest: Socket | null = null;
    for (const [candidate, held] of open) {
      if (looksBusy(candidate, held, now)) busy.push(candidate);
      else if (unsent(candidate) === 0) {
        idlest = candidate;
        break;
      }
    }
    toEnd(open, busy);
    if (idlest) return idlest;
    let longestStalled: Socket | null = null;
    let since = now - 2_000;
    for (const [candidate, state] of progress) {
      if (state.since < since) [longestStalled, since] = [candidate, state.since];
    }
    if (longestStalled) return longestStalled;
    let heaviest: Set<Socket> | undefined;
    for (const sockets of byClient.values()) if (!heaviest || sockets.size > heaviest.size) heaviest = sockets;
    const own = byClient.get(client)?.size ?? 0;
    if (!heaviest || heaviest.size <= own + 1) return null;
    return heaviest.values().next().value ?? null;
  };

  server.on('connection', (socket: Socket) => {
    const client = clientLimitKey(socket.remoteAddress ?? 'unknown');
    const held = byClient.get(client);
    if (limits.maxConnectionsPerClient > 0 && (held?.size ?? 0) >= limits.maxConnectionsPerClient) {
      refused++;
      socket.destroy();
      return;
    }
    if (open.size >= limits.maxConnections) {
      const room = roomFor(client);
      if (room === null) {
        refused++;
        socket.destroy();
        return;
      }
      evicted++;
      forget(room);
      room.destroy();
    }
    const sockets = held ?? new Set<Socket>();
    if (!held) byClient.set(client, sockets);
    sockets.add(socket);
    const place = new Held(Date.now());
    (socket as Guarded)[HELD] = place;
    open.set(socket, place);
    socket.once('close', () => {
      forget(socket);
      sockets.delete(socket);
      if (sockets.size === 0 && byClient.get(client) === sockets) byClient.delete(client);
    });
  });

  const cut = (socket: Socket) => (stalled++, forget(socket), socket.destroy());

  const sweep = setInterval(() => {
    const now = Date.now();
    const idleCutoff = now - limits.idleSeconds * 1000;
    const cutoff = Math.max(idleCutoff, drainGraceMs === null ? -Infinity : now - drainGraceMs);
    const busy: Socket[] = [];
    for (const [socket, held] of open) {
      const waiting = unsent(socket);
      if (looksBusy(socket, held, now)) busy.push(socket);
      else if (held.since <= cutoff && waiting === 0) {
        forget(socket);
        if (held.since <= idleCutoff) {
          idleClosed++;
          socket.destroy();
        } else socket.end();
        continue;
      }
      // An answer still leaving (a slow reader of a finished response, or one in progress) is the stall clock's to judge.
      if (waiting === 0) {
        progress.delete(socket);
        continue;
      }
      // Bytes the client took: what was handed to the socket minus what still waits.
      const sent = socket.bytesWritten - waiting;
      const last = progress.get(socket);
      if (!last) progress.set(socket, { sent, since: now, windowSent: sent, windowAt: now });
      else if (last.sent !== sent) {
        last.sent = sent;
        last.since = now;
      } else if (now - last.since >= limits.stallSeconds * 1000) {
        cut(socket);
        continue;
      }
      const current = progress.get(socket)!;
      if (now - current.windowAt >= rateWindow) {
        const rate = ((sent - current.windowSent) * 1000) / (now - current.windowAt);
        if (rate < minRate) {
          cut(socket);
          continue;
        }
        current.windowSent = sent;
        current.windowAt = now;
      }
    }
    toEnd(open, busy);
  }, 250);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  return {
    counts: () => ({ open: open.size, idle: notResponding(open.keys()), evicted, refused, idleClosed, stalled }),
    requestArrived: markRequested,
    drain(graceMs) {
      drainGraceMs = graceMs;
    },
  };
}
