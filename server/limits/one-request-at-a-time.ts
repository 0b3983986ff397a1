/**
 * Requests pipelined on one connection reach Node's HTTP parser one head at a time, and only while
 * the answers before them are being taken. Node pauses a connection whose answer is not draining,
 * but only after parsing every request already received: 2,000 connections that each sent 50
 * requests for `surah/2` in one packet and read nothing held 50 requests and answers each, +180 MB
 * of heap on a bare Node server and +270 MB on this one. The bytes not yet parsed are kept instead
 * (about 50 bytes a request) and handed over once Node resumes the connection.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

type Listener = (...args: unknown[]) => void;
/** Node's own fields of a connection its HTTP server holds (lib/_http_server.js). */
type ServedSocket = Socket & { _paused?: boolean; parser?: object | null };

const HEAD_END = Buffer.from('\r\n\r\n');

export function parseOneRequestAtATime(server: Server): void {
  // After Node's own 'connection' listener, which gives the socket its parser's 'data' and 'end' listeners.
  server.on('connection', (socket: ServedSocket) => {
    const parse = nodeListener(socket, 'data', 'socketOnData');
    const ended = nodeListener(socket, 'end', 'socketOnEnd');
    // Another Node, another shape: left as Node made it.
    if (!parse || !ended) return;
    socket.removeListener('data', parse);
    socket.removeListener('end', ended);
    let held: Buffer | null = null;
    let endSeen = false;
    const feed = () => {
      // Node sets _paused while an answer waits to drain, and resumes the socket (a 'resume') once it has;
      // a connection held after a refusal is paused too.
      while (held !== null && !socket._paused && !socket.isPaused() && socket.parser && !socket.destroyed) {
        const at = held.indexOf(HEAD_END);
        const cut = at === -1 ? held.length : at + HEAD_END.length;
        const part = cut === held.length ? held : held.subarray(0, cut);
        held = cut < held.length ? held.subarray(cut) : null;
        parse(part);
      }
      // The client's end, once every request before it is parsed and Node reads again (its answers are on their way).
      if (endSeen && held === null && !socket._paused && !socket.isPaused()) {
        endSeen = false;
        ended();
      }
    };
    // On Node's socket these re-route the bytes through 'data' (the parser stops reading the handle itself).
    socket.on('data', (chunk: Buffer) => {
      held = held === null ? chunk : Buffer.concat([held, chunk]);
      feed();
    });
    socket.on('end', () => {
      endSeen = true;
      feed();
    });
    // After the other 'resume' listeners: one that holds the connection (server/steps/limit-hold.ts) pauses it again.
    socket.on('resume', () => process.nextTick(feed));
  });
}

/** Node's HTTP server's own listener, found by name (`bound socketOnData`). */
function nodeListener(socket: Socket, event: string, name: string): Listener | undefined {
  return (socket.listeners(event) as Listener[]).find((listener) => listener.name === `bound ${name}`);
}
