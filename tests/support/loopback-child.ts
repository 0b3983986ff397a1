import type { ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** True once something accepts connections on the port (each probe gives up after a second). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/** True when nothing holds the port now (we can bind it, then let it go). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export interface LoopbackChild {
  child: ChildProcess;
  port: number;
}

/**
 * Starts a server process on a free loopback port and resolves once it accepts connections.
 * Ports are picked below Linux's ephemeral range (32768-60999), which other tests' client sockets
 * use by the thousand, and checked free before the child starts, so a connection that succeeds is
 * the child's; a child that exits at once (its port taken after all) is retried on another port.
 */
export async function startOnLoopbackPort(
  name: string,
  spawnOn: (port: number) => ChildProcess,
  installHint = '',
): Promise<LoopbackChild> {
  const failures: string[] = [];
  for (let tryPort = 0; tryPort < 5; tryPort++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (!(await isFree(port))) {
      failures.push(`port ${port}: taken`);
      continue;
    }
    const child = spawnOn(port);
    let exited = false;
    let spawnError = '';
    let stderr = '';
    child.on('exit', () => (exited = true));
    child.on('error', (error) => {
      exited = true;
      spawnError = error.message;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    for (let attempt = 0; attempt < 300 && !exited; attempt++) {
      if ((await accepts(port)) && !exited) return { child, port };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill();
    const why = spawnError || (exited ? `exited with code ${child.exitCode}` : 'not accepting after 15 s');
    failures.push(`port ${port}: ${why}${stderr ? ` (${stderr.trim().slice(0, 300)})` : ''}`);
    if (spawnError.includes('ENOENT')) break;
  }
  throw new Error(`${name} did not start (${failures.join('; ')})${installHint ? `; ${installHint}` : ''}`);
}
