import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts Debian's redis-server on a free loopback port, with no persistence. */
export async function startRedis(): Promise<RunningRedis> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
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
  throw new Error('redis-server did not start (apt-get install -y redis-server)');
}
