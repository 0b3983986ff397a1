/**
 * One thread's share of the static answers (scripts/lib/answer-threads.ts): the answers of every run
 * of CHUNK_FILES the main thread asks it for, made by the same dispatcher as dataTreeFiles, their bytes
 * in one transferred buffer. It walks everyStaticFile in the same order as the other threads, skipping the
 * runs of the other threads, so a run's number names the same answers in every thread.
 *
 * Messages: the first thread (workerData.survey) first sends { survey: { answers, folders } }, the count of
 * the answers and every folder they lie in. Then { run } from the main thread, in increasing order; answered
 * { run, buffer, lengths, urls, kinds, cpu } (urls and kinds joined by "\n"; cpu: this thread's CPU seconds so far), or { run, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { allRoutes } from '../../src/api/routes';
import { readApiConfig } from '../../src/api/config';
import { everyStaticFile } from '../../src/api/route';
import { generateAnswer } from '../../src/api/dispatch';
import { transferBuffer } from './transfer-buffer';
import { foldersOf } from './folders';
import { threadCpuSeconds } from './thread-cpu.mjs';

const { routeIds, runFiles, survey } = workerData as { routeIds: string[]; runFiles: number; survey: boolean };
const routes = routeIds.map((id) => allRoutes.find((route) => route.id === id)!);
const context = { now: new Date(0), config: readApiConfig() };
if (survey) {
  // The answers' count and folders, for the main thread (which then never loads the data the route table's files are listed from).
  let answers = 0;
  const folders = foldersOf((function* () {
    for (const { url } of everyStaticFile(routes)) {
      answers += 1;
      yield url;
    }
  })());
  parentPort!.postMessage({ survey: { answers, folders: [...folders] } });
}
const entries = everyStaticFile(routes);
let position = 0;

parentPort!.on('message', ({ run }: { run: number }) => {
  try {
    for (; position < run * runFiles; position++) entries.next();
    const chunks: Buffer[] = [];
    const urls: string[] = [];
    const kinds: string[] = [];
    let bytes = 0;
    for (; position < (run + 1) * runFiles; position++) {
      const next = entries.next();
      if (next.done) break;
      const { route, url, args } = next.value;
      const chunk = Buffer.from(generateAnswer({ route, args, file: url, fileForm: true }, context, false).body);
      chunks.push(chunk);
      urls.push(url);
      kinds.push(route.id);
      bytes += chunk.length;
    }
    const buffer = transferBuffer(chunks, bytes);
    parentPort!.postMessage({ run, buffer, lengths: chunks.map((chunk) => chunk.length), urls: urls.join('\n'), kinds: kinds.join('\n'), cpu: threadCpuSeconds() }, [buffer]);
  } catch (error) {
    parentPort!.postMessage({ run, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
