/**
 * The data tree's files in exactly the order and bytes of dataTreeFiles (scripts/lib/distribution.ts),
 * with the answers made by threads of their own (answer-maker.ts): making them is single-threaded work
 * (16 s of CPU of the answers step's 64 s, measured 2026-12-02; the build prints the step's CPU by thread),
 * and on two cores the thread that writes, hashes and hands them to the archive can go on while the next
 * ones are made. The answers are cut into runs of
 * RUN_FILES, run i made by thread i mod THREADS; this thread asks each for at most RUNS_AHEAD runs
 * beyond the one it is giving out, so the bytes held stay bounded (the largest answers, a year of prayer
 * times as iCalendar, are about 440 KB: a run of them is under 30 MB).
 */
import { Worker } from 'node:worker_threads';
import type { Route } from '../../src/api/route';
import { dataTreeExtras, folderIndexOf, sitePrefix, type DataFile } from './distribution';
import { foldersOf } from './folders';
import { noteThreadCpu } from './thread-cpu.mjs';

const RUN_FILES = 64;
const RUNS_AHEAD = 3;

interface Run {
  buffer: ArrayBuffer;
  lengths: number[];
  urls: string;
  kinds: string;
}

/** What the first thread says before it makes any answer: how many there are, and every folder they lie in. */
interface Survey {
  answers: number;
  folders: string[];
}

/** Answers the threads made, in order, each followed by its folder index; then the other files (dataTreeExtras). */
export async function* dataTreeFilesInThreads(routes: readonly Route[], threads = 2, base = sitePrefix()): AsyncGenerator<DataFile> {
  const extraFiles = dataTreeExtras(routes, base);
  // The first thread counts the answers and lists their folders before it makes any, so this thread never
  // walks the route table's files itself: that would load the data they are listed from (the corpus's
  // words and roots) only to name them, about 4 s of CPU and 180 MB here (measured).
  const workers = Array.from({ length: Math.max(1, threads) }, (_, i) => new Worker(new URL('./answer-maker.worker.mjs', import.meta.url), { workerData: { routeIds: routes.map((route) => route.id), runFiles: RUN_FILES, survey: i === 0 } }));
  const pending = new Map<number, { resolve: (run: Run) => void; reject: (error: Error) => void }>();
  const made = new Map<number, Promise<Run>>();
  let failure: Error | null = null;
  let surveyed: { resolve: (survey: Survey) => void; reject: (error: Error) => void } | null = null;
  const survey = new Promise<Survey>((resolve, reject) => (surveyed = { resolve, reject }));
  survey.catch(() => undefined);
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(failure);
    pending.clear();
    surveyed?.reject(failure);
  };
  for (const worker of workers) {
    worker.on('message', (message: Run & { run: number; error?: string; cpu?: number | null; survey?: Survey }) => {
      if (message.survey) return surveyed?.resolve(message.survey);
      noteThreadCpu(worker, 'making the answers', message.cpu);
      const waiting = pending.get(message.run);
      pending.delete(message.run);
      if (message.error !== undefined) fail(new Error(`making the answers of run ${message.run}: ${message.error}`));
      else waiting?.resolve(message);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`an answer-making thread stopped (exit code ${code})`)));
  }
  const ask = (run: number, runs: number) => {
    if (run >= runs || made.has(run)) return;
    const result = new Promise<Run>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(run, { resolve, reject });
    });
    result.catch(() => undefined);
    made.set(run, result);
    workers[run % workers.length]!.postMessage({ run });
  };
  let folders: Set<string>;
  try {
    const { answers, folders: answerFolders } = await survey;
    folders = new Set([...answerFolders, ...foldersOf(extraFiles.map((file) => file.url))]);
    const runs = Math.ceil(answers / RUN_FILES);
    for (let run = 0; run < Math.min(runs, workers.length * RUNS_AHEAD); run++) ask(run, runs);
    for (let run = 0; run < runs; run++) {
      const { buffer, lengths, urls, kinds } = await made.get(run)!;
      made.delete(run);
      ask(run + workers.length * RUNS_AHEAD, runs);
      const urlList = urls.split('\n');
      const kindList = kinds.split('\n');
      let offset = 0;
      for (const [i, length] of lengths.entries()) {
        const file = { url: urlList[i]!, bytes: Buffer.from(buffer, offset, length), kind: kindList[i]! };
        offset += length;
        yield file;
        const index = folderIndexOf(file, folders);
        if (index) yield index;
      }
    }
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners('exit');
      await worker.terminate();
    }
  }
  for (const file of extraFiles) {
    yield file;
    const index = folderIndexOf(file, folders);
    if (index) yield index;
  }
}
