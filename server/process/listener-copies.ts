/**
 * More than one new connection accepted per event-loop turn. libuv (1.45 on, Node 20 and later)
 * accepts one connection each time the loop polls, and a loop turn under load answers every
 * connection with a request waiting first. So a burst of M new connections on a busy server waits
 * M turns, each one connection longer than the last: 100 fresh connections on a server answering
 * 100 others took 130-880 ms to be accepted, and their first requests waited as long (p99 of a
 * 3 s run at 100 connections 8-194 ms against nginx's 4-5 ms; with the same connections opened
 * before the load, 6-8 ms: bench/README.md, "New connections under load").
 *
 * Each copy of the listening socket's descriptor is polled on its own, so with `count` descriptors
 * a turn accepts up to `count` connections. Node has no call that duplicates a descriptor; a short-
 * lived child process does it: the server's handle is sent to it over IPC and it sends it back
 * `count - 1` times (each one arrives as a new descriptor of the same socket), then exits. Each copy
 * is given the server's own connection callback and owner, so a connection accepted on it is the
 * server's in every way (its options, its count, every limit, timeout and the connection guard), and
 * the server's close waits for it. When nothing waits, a new connection costs the copies that find
 * the queue already empty one failed accept each.
 */
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import type { Server } from 'node:http';

/** The child's program: send the handle back `count` times, close its own, and leave. */
const DUPLICATOR = `process.once('disconnect', () => process.exit(0));
process.once('message', (count, handle) => {
  let sent = 0;
  for (let i = 0; i < count; i++) process.send('copy', handle, () => { if (++sent === count) { handle.close(); process.disconnect(); } });
});`;

/** node:net's own default: listen() on a socket already listening only sets its queue's length again. */
const LISTEN_BACKLOG = 511;

/** How long the child may take to send its copies back before the server goes on without the rest. */
const COPYING_MS = 5000;

export interface ListenerCopies {
  /** Copies listening now (0 until the child has sent them back). */
  readonly listening: number;
  /** Settles once every copy listens, or the server has gone on without the rest. */
  readonly ready: Promise<void>;
  /** Stops accepting on every copy (the server's own close waits for the connections they accepted). */
  close(): void;
}

/** The part of Node's TCP handle (node:net's `_handle`) a copy is made to share with the server's. */
interface ListeningHandle {
  fd: number;
  onconnection: unknown;
  listen(backlog: number): number;
  close(): void;
  [key: symbol]: unknown;
}

/**
 * Listens on `count - 1` copies of `server`'s listening descriptor, besides the server's own, once
 * `after` has settled and a child process has made them. Where copies cannot be made (Windows, a
 * cluster worker, a child that fails) there are fewer, `warn` says why, and the server accepts as before.
 */
export function listenOnCopies(server: Server, count: number, warn: (message: string) => void, after: Promise<unknown> = Promise.resolve()): ListenerCopies {
  const copies: ListeningHandle[] = [];
  let closed = false;

  const makeCopies = (): Promise<void> => {
    // A cluster worker's handle is the primary's to accept on; Windows passes handles differently.
    const own = (server as unknown as { _handle?: ListeningHandle })._handle;
    if (closed || !server.listening || count <= 1 || cluster.isWorker || process.platform === 'win32' || typeof own?.fd !== 'number' || own.fd < 0) return Promise.resolve();
    // node:net finds the server a connection belongs to under this symbol of the handle that accepted it.
    const owner = Object.getOwnPropertySymbols(own).find((symbol) => symbol.description === 'owner_symbol');
    if (!owner || typeof own.onconnection !== 'function') {
      warn('accepting one connection per event-loop turn: this Node has no owner_symbol on its listening handle');
      return Promise.resolve();
    }
    const wanted = count - 1;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (problem?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (problem) warn(`${copies.length} of ${wanted} copies of the listening socket: ${problem}`);
        resolve();
      };
      const { NODE_OPTIONS: _, ...env } = process.env;
      const child = spawn(process.execPath, ['-e', DUPLICATOR], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env });
      const timer = setTimeout(() => {
        child.kill();
        settle(`the process that copies it sent none for ${COPYING_MS} ms`);
      }, COPYING_MS);
      child.on('error', (error) => settle(`the process that copies it could not start (${error.message})`));
      // Settled once every message the child sent has been read ('disconnect') and it has exited, so
      // that no other process holds the socket: a descriptor left open there would keep it accepting.
      let read = false;
      let exited = false;
      const ended = () => {
        if (read && exited) settle(copies.length < wanted ? 'fewer came back, or listened, than were asked for' : undefined);
      };
      child.on('disconnect', () => {
        read = true;
        ended();
      });
      child.on('exit', () => {
        exited = true;
        ended();
      });
      child.on('message', (_message, sent) => {
        const copy = sent as unknown as ListeningHandle | undefined;
        if (!copy) return;
        if (closed || !server.listening) return copy.close();
        copy[owner] = server;
        copy.onconnection = own.onconnection;
        const error = copy.listen(LISTEN_BACKLOG);
        if (error) return copy.close();
        copies.push(copy);
      });
      child.send(wanted, own as never);
    });
  };

  return {
    get listening() {
      return copies.length;
    },
    ready: after.then(makeCopies, makeCopies),
    close() {
      closed = true;
      for (const copy of copies.splice(0)) copy.close();
    },
  };
}
