/**
 * More than one new connection accepted per event-loop turn. libuv (1.45 on, Node 20 and later)
 * accepts one connection each time the loop polls, and a loop turn under load answers every
 * connection with a request waiting first. So a burst of M new connections on a busy server waits
 * M turns, each one connection longer than the last: 100 fresh connections on a server answering
 * 100 others took 130-880 ms to be accepted, and their first requests waited as long (p99 of a
 * 3 s run at 100 connections 8-194 ms against nginx's 4-5 ms; with the same connections opened
 * before the load, 4-8 ms: bench/README.md, "New connections under load").
 *
 * Each copy of the listening socket's descriptor is polled on its own, so with `count` descriptors
 * a turn accepts up to `count` connections. Node has no call that duplicates a descriptor; a short-
 * lived child process does it: the server's handle is sent to it over IPC and it sends it back
 * `count - 1` times (each one arrives as a new descriptor of the same socket), then exits. A
 * connection accepted on a copy is handed to the HTTP server as its own ('connection'), so every
 * limit, timeout and the connection guard see it as any other. When nothing waits, a new connection
 * costs the copies that find the queue already empty one failed accept each.
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** The child's program: send the handle back `count` times, close its own, and leave. */
const DUPLICATOR = `process.once('disconnect', () => process.exit(0));
process.once('message', (count, handle) => {
  let sent = 0;
  for (let i = 0; i < count; i++) process.send('copy', handle, () => { if (++sent === count) { handle.close(); process.disconnect(); } });
});`;

/** How long the child may take to send its copies back before the server goes on without the rest. */
const COPYING_MS = 5000;

export interface ListenerCopies {
  /** Copies listening now (0 until the child has sent them back). */
  readonly listening: number;
  /** Settles once every copy listens, or the server has gone on without the rest. */
  readonly ready: Promise<void>;
  /** Stops accepting on every copy; resolves once the connections they accepted have all ended. */
  close(): Promise<void>;
}

/**
 * Listens on `count - 1` copies of `server`'s listening descriptor, besides the server's own, as soon
 * as a child process has made them. Where copies cannot be made (Windows, a cluster worker, a child
 * that fails) there are fewer, `warn` says why, and the server accepts as before.
 */
export function listenOnCopies(server: Server, count: number, warn: (message: string) => void): ListenerCopies {
  const copies: NetServer[] = [];
  let closed = false;

  const makeCopies = (): Promise<void> => {
    // A cluster worker's handle is the primary's to accept on; Windows passes handles differently.
    const handle = (server as unknown as { _handle?: { fd?: number } })._handle;
    if (count <= 1 || cluster.isWorker || process.platform === 'win32' || typeof handle?.fd !== 'number' || handle.fd < 0) return Promise.resolve();
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
      // After every message the child sent has been read.
      child.on('disconnect', () => settle(copies.length < wanted ? 'the process that copies it stopped early' : undefined));
      child.on('message', (_message, copyHandle) => {
        if (!copyHandle) return;
        if (closed) return void (copyHandle as unknown as { close(): void }).close();
        // The options http.Server gives its own sockets, so a socket is the same whichever descriptor accepted it.
        const copy = new NetServer({ allowHalfOpen: true, noDelay: true }, (socket: Socket) => server.emit('connection', socket));
        copy.on('error', (error) => warn(`a copy of the listening socket failed: ${error.message}`));
        copy.listen(copyHandle);
        copies.push(copy);
        if (copies.length === wanted) settle();
      });
      child.send(wanted, handle as never);
    });
  };

  return {
    get listening() {
      return copies.filter((copy) => copy.listening).length;
    },
    ready: makeCopies(),
    async close() {
      closed = true;
      // A net.Server's close callback runs once the connections it accepted have ended.
      await Promise.all(copies.map((copy) => new Promise<void>((resolve) => copy.close(() => resolve()))));
    },
  };
}
