import { setFlagsFromString } from 'node:v8';

/**
 * Young-generation collections (scavenges) on the main thread alone. V8 splits each one across helper
 * threads; when every core is busy (a load balancer's worth of requests, N workers on N cores) the main
 * thread waits for helpers that are not running: on two cores under wrk at 100 connections a scavenge's
 * pause went from 0.5 to 0.9 ms at the median and 8 ms at p99, and the server's CPU per static answer
 * from 24 to 29 µs (bench/README.md, "Collections on one thread"). The flag is read at every scavenge,
 * so setting it at start is enough.
 */
export function scavengeOnOneThread(): void {
  setFlagsFromString('--no-parallel-scavenge');
}
