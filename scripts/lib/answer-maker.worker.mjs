/**
 * The thread that makes a share of the static answers for scripts/lib/answer-threads.ts: plain
 * JavaScript that registers tsx's loader in this thread (a worker does not inherit it), then runs
 * answer-maker.ts, so that it loads the same under tsx, vitest and node.
 */
import { register } from 'tsx/esm/api';

register();
await import('./answer-maker.ts');
