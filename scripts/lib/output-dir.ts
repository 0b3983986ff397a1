import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes files below one folder and refuses any path that would leave it. Writes run concurrently
 * (the build writes about 120,000 small files, and one at a time the disk round trips dominate);
 * `flush` waits for all of them.
 */
export class OutputDir {
  readonly root: string;
  private readonly madeDirs = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  files = 0;
  bytes = 0;

  constructor(root: string, private readonly concurrency = 64) {
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
    if (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const job = writeFile(target, bytes).finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }
}
