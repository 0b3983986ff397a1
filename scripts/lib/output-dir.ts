import { mkdirSync } from 'node:fs';
import { link, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256Of, type PreviousBuild } from './previous-build';

/**
 * Writes files below one folder and refuses any path that would leave it. Writes run concurrently
 * (the build writes every answer as a small file, and one at a time the disk round trips dominate);
 * `flush` waits for all of them. Given the previous build, a file whose bytes it already has is
 * linked from there rather than written (`linked` counts them).
 */
export class OutputDir {
  readonly root: string;
  private readonly madeDirs = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  files = 0;
  bytes = 0;
  linked = 0;
  /** The sha256 of every file written or linked, by URL path, for the next build. */
  readonly hashes = new Map<string, string>();
  /** Files the caller means to write, for the progress line; 0 when unknown. */
  expected = 0;
  private reportedAt = Date.now();

  constructor(root: string, private readonly concurrency = 64, private readonly previous: PreviousBuild | null = null) {
    this.root = path.resolve(root);
  }

  async write(urlPath: string, contents: string | Uint8Array): Promise<void> {
    const target = path.resolve(this.root, '.' + path.posix.normalize('/' + urlPath));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`refusing to write outside ${this.root}: ${urlPath}`);
    const dir = path.dirname(target);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
    this.files += 1;
    this.bytes += bytes.length;
    this.reportProgress();
    const hash = sha256Of(bytes);
    this.hashes.set(urlPath, hash);
    if (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const unchanged = this.previous?.hashes.get(urlPath) === hash;
    const put = unchanged
      ? link(path.join(this.previous!.dir, '.' + path.posix.normalize('/' + urlPath)), target).then(
          () => void (this.linked += 1),
          () => writeFile(target, bytes),
        )
      : writeFile(target, bytes);
    const job = put.finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** A line every 5 s while writing, so that a long write is never silent. */
  private reportProgress(): void {
    if ((this.files & 1023) !== 0 || Date.now() - this.reportedAt < 5000) return;
    this.reportedAt = Date.now();
    const of = this.expected > 0 ? ` of ${this.expected.toLocaleString('en')}` : '';
    process.stdout.write(`  ${this.files.toLocaleString('en')}${of} files written (${this.linked.toLocaleString('en')} unchanged, linked from the last build)\n`);
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }
}
