/**
 * The build's budget: the whole build, site, every file, Pagefind, archive and data
 * package, within 120 s on a 2-core machine with peak memory under 1.5 GB (the budget of the
 * translations issue, with its 42 editions). Runs `npm run build` (twice with --twice: the second
 * build links every unchanged file from the first, and the two must give the same archive), samples
 * the resident memory of the whole process tree from /proc every 100 ms, and prints seconds per step,
 * the peak of each step with the processes that held it, files, bytes, and time and peak as ratios to
 * the budget. --fresh forgets the last build first, so that the first build writes every file; the
 * build after it (`npm run build` as a developer runs it, and --twice's second) links what is unchanged.
 * The load average is printed too: on a shared machine the time says little without it.
 * --readme writes the figures block of bench/README.md (scripts/readme-figures.ts) from the build measured.
 * What each build printed is kept in dist/build-N.log.
 * Usage: npx tsx bench/build.bench.ts [--fresh] [--twice] [--readme]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { FIGURES_FILE, figuresBlock, withFigures } from '../scripts/readme-figures';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_SECONDS = 120;
const BUDGET_MB = 1536;

interface ProcessRss {
  pid: number;
  label: string;
  mb: number;
}

/** A short name for a process: its program and first argument that is not an option (`node astro`, `pagefind_extended`). */
function processLabel(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const program = path.basename(args[0] ?? '?');
    const first = args.slice(1).find((arg) => !arg.startsWith('-') && !/(^|\/)tsx(\/|$)|loader|preflight/.test(arg));
    return first ? `${program} ${first.split('/').slice(-2).join('/')}` : program;
  } catch {
    return '?';
  }
}

/** Resident memory of a process and each of its descendants, in MB (Linux /proc). */
function treeRss(rootPid: number): ProcessRss[] {
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
  const tree: ProcessRss[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    const kb = rss.get(pid) ?? 0;
    if (kb > 0) tree.push({ pid, label: '', mb: kb / 1024 });
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const loadNow = () => loadavg().map((load) => load.toFixed(1)).join(' ');
const sumMb = (tree: readonly ProcessRss[]) => tree.reduce((sum, entry) => sum + entry.mb, 0);

interface StepPeak {
  /** The peak of the whole tree during the step, and what each process held at that moment (largest first). */
  peakMb: number;
  processes: { label: string; mb: number }[];
}

interface BuildRun {
  seconds: number;
  peakMb: number;
  /** The step during which the whole tree peaked. */
  peakStep: string;
  /** Each step's title, seconds, and CPU seconds (user + system of every process and thread) when the build printed them. */
  steps: [string, number, number | null][];
  /** The CPU seconds of the whole build, as it printed them. */
  cpu: number | null;
  /** Peak memory of the tree while each step ran (a step's title, or "after <title>" between steps). */
  stepPeaks: Map<string, StepPeak>;
  summary: string;
  /** The build's own line: files written and how many were linked unchanged from the build before. */
  written: string;
  /** The build's lines that say more than a step's time: the answers' CPU by thread, the files linked to one of the same bytes. */
  details: string[];
  /** Everything the build printed (kept in dist/build-N.log). */
  output: string;
  load: string;
}

function runBuild(): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const loadAtStart = loadNow();
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let peakMb = 0;
    let peakStep = '';
    let current = 'start';
    const stepPeaks = new Map<string, StepPeak>();
    const timer = setInterval(() => {
      const tree = treeRss(child.pid!);
      const total = sumMb(tree);
      if (total > peakMb) [peakMb, peakStep] = [total, current];
      if (total > (stepPeaks.get(current)?.peakMb ?? 0)) {
        // Read each time, not kept by pid: a child sampled between fork and exec still shows its parent's command line.
        const processes = tree.map((entry) => ({ label: processLabel(entry.pid), mb: entry.mb })).sort((a, b) => b.mb - a.mb);
        stepPeaks.set(current, { peakMb: total, processes });
      }
    }, 100);
    let output = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('• ')) current = line.slice(2);
        else if (/^ {2}done in /.test(line)) current = `after ${current}`;
      }
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${output}`));
      const steps: [string, number, number | null][] = [];
      let title = '';
      for (const line of output.split('\n')) {
        if (line.startsWith('• ')) title = line.slice(2);
        const done = /^ {2}done in ([\d.]+) s(?:, CPU ([\d.]+) s)?/.exec(line);
        if (done) steps.push([title, Number(done[1]), done[2] === undefined ? null : Number(done[2])]);
      }
      const cpu = /^CPU of the build [^:]*: ([\d.]+) s/m.exec(output);
      const lines = output.split('\n');
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakMb,
        peakStep,
        steps,
        cpu: cpu ? Number(cpu[1]) : null,
        stepPeaks,
        summary: lines.find((line) => line.startsWith('Build complete')) ?? '',
        written: lines.find((line) => /^\s*[\d,]+ files, [\d,]+ of them unchanged and linked from the last build$/.test(line))?.trim() ?? '',
        output,
        details: lines.filter((line) => /^\s*(CPU by thread:|[\d,]+ files the same bytes as one written before them)/.test(line)).map((line) => line.trim()),
        load: `${loadAtStart} at the start, ${loadNow()} at the end`,
      });
    });
  });
}

const twice = process.argv.includes('--twice');
// Without dist/ (the last build, its records and its search indexes) the build has no last build to link from: every file written, every .br/.gz
// compressed, every Pagefind bundle indexed (the archive and the packages are written by every build).
// What dist/ holds is removed, not dist/ itself: it may be a filesystem of its own (bench/build-on-new-fs.sh).
if (process.argv.includes('--fresh')) for (const entry of existsSync(path.join(ROOT, 'dist')) ? readdirSync(path.join(ROOT, 'dist')) : []) if (entry !== 'lost+found') rmSync(path.join(ROOT, 'dist', entry), { recursive: true, force: true });
const manifestPath = path.join(ROOT, 'dist/client/api/v1/manifest.json');
const runs: BuildRun[] = [];
const archives: string[] = [];
for (let i = 0; i < (twice ? 2 : 1); i++) {
  // Each build writes the archive as it makes the answers: the two must agree.
  runs.push(await runBuild());
  writeFileSync(path.join(ROOT, 'dist', `build-${i + 1}.log`), runs[i]!.output);
  archives.push((JSON.parse(readFileSync(manifestPath, 'utf8')) as { archive: { sha256: string } }).archive.sha256);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: { total: number; bytes: number; compressed_variants: number }; archive: { bytes: number } };
for (const [index, run] of runs.entries()) {
  const ratio = (value: number, budget: number) => `${(value / budget).toFixed(2)} of the budget, ${value <= budget ? 'met' : 'MISSED'}`;
  console.log(`\nbuild ${index + 1}: ${run.written}`);
  console.log(`  time ${run.seconds.toFixed(1)} s (budget ${BUDGET_SECONDS} s: ${ratio(run.seconds, BUDGET_SECONDS)}); load average ${run.load}`);
  console.log(`  peak memory ${run.peakMb.toFixed(0)} MB (budget ${BUDGET_MB} MB: ${ratio(run.peakMb, BUDGET_MB)}), during "${run.peakStep}"`);
  if (run.cpu !== null) console.log(`  CPU ${run.cpu.toFixed(1)} s (user + system, every process): at least ${(run.cpu / 2).toFixed(1)} s on two cores`);
  for (const [title, seconds, cpu] of run.steps) console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${cpu === null ? '' : `CPU ${cpu.toFixed(1).padStart(5)} s  `}${title}`);
  for (const line of run.details) console.log(`  ${line}`);
  console.log('  peak memory of the process tree while each step ran, and the largest processes at that moment:');
  for (const [title, { peakMb, processes }] of run.stepPeaks) {
    const largest = processes.filter((entry) => entry.mb >= 20).slice(0, 4).map((entry) => `${entry.label} ${entry.mb.toFixed(0)}`);
    console.log(`  ${peakMb.toFixed(0).padStart(5)} MB  ${title.slice(0, 70)}  [${largest.join(', ')}]`);
  }
}
console.log(`\ndata tree: ${manifest.files.total.toLocaleString('en')} files, ${(manifest.files.bytes / 1e6).toFixed(1)} MB, plus ${manifest.files.compressed_variants.toLocaleString('en')} compressed variants; archive ${(manifest.archive.bytes / 1e6).toFixed(1)} MB`);
if (process.argv.includes('--readme')) {
  writeFileSync(FIGURES_FILE, withFigures(readFileSync(FIGURES_FILE, 'utf8'), figuresBlock()));
  console.log('bench/README.md figures written from this build');
}
if (twice) console.log(`reproducible: ${archives[0] === archives[1] ? 'yes' : 'NO'}, archive sha256 ${archives.join(' / ')}`);
const missed = runs.some((run) => run.seconds > BUDGET_SECONDS || run.peakMb > BUDGET_MB) || (twice && archives[0] !== archives[1]);
process.exitCode = missed ? 1 : 0;
