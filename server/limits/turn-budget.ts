/**
 * Live answers (the costly ones: long searches, jummal texts, timetables of a year) spread over
 * turns of the event loop. Node answers in one turn every request a poll of the loop found, so ten
 * 500-result root searches (70-80 ms each) read in one poll made a cheap request read next wait
 * 0.5-0.7 s: at the process's ceiling a probe's p99 rose to 174-583 ms, its median unmoved. Once
 * TURN_BUDGET_MS of live answers has been made in a turn, the next waits for a later turn, in the
 * order they came; each turn makes at most that much of them (one at least), and the requests read
 * in between are answered first.
 */
import { performance } from 'node:perf_hooks';

export const TURN_BUDGET_MS = 25;

let spent = 0;
let turnScheduled = false;
const waiting: (() => void)[] = [];

function nextTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  setImmediate(newTurn);
}

function newTurn(): void {
  turnScheduled = false;
  spent = 0;
  while (waiting.length > 0 && spent < TURN_BUDGET_MS) waiting.shift()!();
  if (waiting.length > 0) nextTurn();
}

function timed<T>(work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    spent += performance.now() - started;
    nextTurn();
  }
}

/** `work` done now, or on a later turn when this one has had its budget of live answers (or others wait). */
export function inTurn<T>(work: () => T): T | Promise<T> {
  if (spent < TURN_BUDGET_MS && waiting.length === 0) return timed(work);
  nextTurn();
  return new Promise<T>((resolve, reject) =>
    waiting.push(() => {
      try {
        resolve(timed(work));
      } catch (error) {
        reject(error);
      }
    }),
  );
}
