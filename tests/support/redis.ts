import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that holds its connections but answers nothing, then answers again. */
  freeze(): void;
  thaw(): void;
}

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

/**
 * Starts Debian's redis-server on a free loopback port, with no persistence. Ports are picked below
 * Linux's ephemeral range (32768-60999), which other tests' client sockets use by the thousand; a
 * server that exits at once (its port taken after all) is retried on another port.
 */
export async function startRedis(): Promise<RunningRedis> {
  const failures: string[] = [];
  for (let tryPort = 0; tryPort < 5; tryPort++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let exited = false;
    let spawnError = '';
    child.on('exit', () => (exited = true));
    child.on('error', (error) => {
      exited = true;
      spawnError = error.message;
    });
    child.stderr!.resume();
    for (let attempt = 0; attempt < 200 && !exited; attempt++) {
      if (await accepts(port)) {
        return {
          url: `redis://127.0.0.1:${port}`,
          port,
          freeze: () => void child.kill('SIGSTOP'),
          thaw: () => void child.kill('SIGCONT'),
          stop: () =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill();
    failures.push(`port ${port}: ${spawnError || (exited ? `exited with code ${child.exitCode}` : 'not accepting after 10 s')}`);
    if (spawnError.includes('ENOENT')) break;
  }
  throw new Error(`redis-server did not start (${failures.join('; ')}); on Debian: apt-get install -y redis-server`);
}
