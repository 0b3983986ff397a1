/**
 * The build's budget (issue 10): the whole build, site, every file, Pagefind, archive and data
 * package, within 120 s on a 2-core machine with peak memory under 1.5 GB (the budget of the translations issue, with four times the edition files). Runs `npm run build`
 * (twice with --twice, to check that two builds of one commit give the same archive), samples the
 * resident memory of the whole process tree from /proc every 100 ms, and prints seconds per step,
 * files, bytes and the peak, against the budget. Usage: npx tsx bench/build.bench.ts [--twice]
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_SECONDS = 120;
const BUDGET_MB = 1536;

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

interface BuildRun {
  seconds: number;
  peakMb: number;
  steps: [string, number][];
  summary: string;
}

function runBuild(): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let peakMb = 0;
    const timer = setInterval(() => {
      peakMb = Math.max(peakMb, treeRssMb(child.pid!));
    }, 100);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${output}`));
      const steps: [string, number][] = [];
      let title = '';
      for (const line of output.split('\n')) {
        if (line.startsWith('• ')) title = line.slice(2);
        const done = /^ {2}done in ([\d.]+) s/.exec(line);
        if (done) steps.push([title, Number(done[1])]);
      }
      resolve({ seconds: (performance.now() - started) / 1000, peakMb, steps, summary: output.split('\n').find((line) => line.startsWith('Build complete')) ?? '' });
    });
  });
}

const twice = process.argv.includes('--twice');
const manifestPath = path.join(ROOT, 'dist/client/api/v1/manifest.json');
const runs: BuildRun[] = [];
const archives: string[] = [];
for (let i = 0; i < (twice ? 2 : 1); i++) {
  runs.push(await runBuild());
  archives.push((JSON.parse(readFileSync(manifestPath, 'utf8')) as { archive: { sha256: string } }).archive.sha256);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: { total: number; bytes: number; compressed_variants: number }; archive: { bytes: number } };
for (const [index, run] of runs.entries()) {
  console.log(`\nbuild ${index + 1}: ${run.seconds.toFixed(1)} s wall (budget ${BUDGET_SECONDS} s: ${run.seconds <= BUDGET_SECONDS ? 'met' : 'MISSED'}), peak memory ${run.peakMb.toFixed(0)} MB (budget ${BUDGET_MB} MB: ${run.peakMb <= BUDGET_MB ? 'met' : 'MISSED'})`);
  for (const [title, seconds] of run.steps) console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${title}`);
}
console.log(`\ndata tree: ${manifest.files.total.toLocaleString('en')} files, ${(manifest.files.bytes / 1e6).toFixed(1)} MB, plus ${manifest.files.compressed_variants.toLocaleString('en')} compressed variants; archive ${(manifest.archive.bytes / 1e6).toFixed(1)} MB`);
if (twice) console.log(`reproducible: ${archives[0] === archives[1] ? 'yes' : 'NO'}, archive sha256 ${archives.join(' / ')}`);
const missed = runs.some((run) => run.seconds > BUDGET_SECONDS || run.peakMb > BUDGET_MB) || (twice && archives[0] !== archives[1]);
process.exitCode = missed ? 1 : 0;
