import { mkdirSync, statSync } from 'node:fs';
import { link, readFile, writeFile } from 'node:fs/promises';
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
    const target = this.targetOf(urlPath);
    const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
    const hash = sha256Of(bytes);
    const unchanged = this.previous?.hashes.get(urlPath) === hash;
    await this.put(urlPath, hash, bytes.length, () =>
      unchanged
        ? link(this.previousPath(urlPath), target).then(
            () => void (this.linked += 1),
            () => writeFile(target, bytes),
          )
        : writeFile(target, bytes),
    );
  }

  /**
   * Links the previous build's file at this path without reading it, when the caller knows its bytes
   * would be the same (a compressed variant of an unchanged answer). False when the previous build has no
   * such file; then the caller writes it.
   */
  async linkUnchanged(urlPath: string): Promise<boolean> {
    const hash = this.previous?.hashes.get(urlPath);
    if (hash === undefined) return false;
    const target = this.targetOf(urlPath);
    const source = this.previousPath(urlPath);
    let size: number;
    try {
      size = statSync(source).size;
    } catch {
      return false;
    }
    await this.put(urlPath, hash, size, () =>
      link(source, target).then(
        () => void (this.linked += 1),
        async () => writeFile(target, await readFile(source)),
      ),
    );
    return true;
  }

  /** The absolute path of a URL path below the root; refuses any that would leave it, and makes its folder. */
  private targetOf(urlPath: string): string {
    const target = path.resolve(this.root, '.' + path.posix.normalize('/' + urlPath));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`refusing to write outside ${this.root}: ${urlPath}`);
    const dir = path.dirname(target);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    return target;
  }

  private previousPath(urlPath: string): string {
    return path.join(this.previous!.dir, '.' + path.posix.normalize('/' + urlPath));
  }

  /** Counts the file, then starts its write once fewer than `concurrency` are under way. */
  private async put(urlPath: string, hash: string, size: number, start: () => Promise<void>): Promise<void> {
    this.files += 1;
    this.bytes += size;
    this.reportProgress();
    this.hashes.set(urlPath, hash);
    if (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const job = start().finally(() => this.pending.delete(job));
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
