import { setFlagsFromString } from 'node:v8';

/**
 * Young-generation collections (scavenges) on the main thread alone. V8 splits each one across helper
 * threads; when every core is busy (N workers on N cores, a machine shared with other work) the main
 * thread waits for helpers that are not running. On two busy cores under wrk at 100 connections a
 * scavenge stopped the server 0.6 ms at the median against 1.0-1.4 ms split, and 190-243 ms in all
 * against 356-1,010 ms over the same 18 s of load (bench/README.md, "Collections on one thread").
 * The flag is read at every scavenge, so setting it at start is enough.
 */
export function scavengeOnOneThread(): void {
  setFlagsFromString('--no-parallel-scavenge');
}
