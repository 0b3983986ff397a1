import { spawn } from 'node:child_process';
import { startOnLoopbackPort } from './loopback-child';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that holds its connections but answers nothing, then answers again. */
  freeze(): void;
  thaw(): void;
}

/**
 * Starts Debian's redis-server on a free loopback port (see startOnLoopbackPort), with no persistence.
 */
export async function startRedis(): Promise<RunningRedis> {
  const { child, port } = await startOnLoopbackPort(
    'redis-server',
    (port) =>
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    'on Debian: apt-get install -y redis-server',
  );
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
