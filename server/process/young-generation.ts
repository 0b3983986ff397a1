/**
 * The young generation's floor, which V8 fixes when it sets up the heap, before any of our code runs:
 * so it is a flag of the `node` command (`npm start`, `npm run serve`, deploy/islamic-tools-api.service,
 * the workers under WORKERS), not something the server can set once started.
 *
 * Why: after about 15 s without requests V8's memory reducer collects the whole heap and shrinks the
 * young generation to 1 MB; under load afterwards it grows back only as fast as answers survive
 * (a few KB per collection), so a server that has once been idle collects every 350 answers instead of
 * every 1,600. Each collection costs about the same whatever its size, because V8 walks the page list
 * of the whole old generation each time (bench/README.md, "The long-lived heap"): 465 against 61
 * collections over the same 4 s of wrk at 20 connections.
 */
export const YOUNG_GENERATION_FLAGS: readonly string[] = ['--min-semi-space-size=16'];

/** Whether this process was started with the floor (in its flags or NODE_OPTIONS). */
export function youngGenerationPinned(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  return given.some((flag) => /^--min[-_]semi[-_]space[-_]size(=|$)/.test(flag));
}

/** What the server says at start when it was not given the floor. */
export const YOUNG_GENERATION_ADVICE =
  `started without ${YOUNG_GENERATION_FLAGS.join(' ')}: after an idle spell V8 shrinks the young generation to 1 MB and collects ` +
  `about four times as often under load afterwards; start with \`node ${YOUNG_GENERATION_FLAGS.join(' ')} dist/server.mjs\` (npm start does)`;
