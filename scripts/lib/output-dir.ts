import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes files below one folder and refuses any path that would leave it. */
export class OutputDir {
  readonly root: string;
  private readonly madeDirs = new Set<string>();
  files = 0;
  bytes = 0;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  write(urlPath: string, contents: string): void {
    const target = path.resolve(this.root, '.' + path.posix.normalize('/' + urlPath));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`refusing to write outside ${this.root}: ${urlPath}`);
    const dir = path.dirname(target);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    const bytes = Buffer.from(contents, 'utf8');
    writeFileSync(target, bytes);
    this.files += 1;
    this.bytes += bytes.length;
  }
}
