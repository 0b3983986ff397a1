import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newBuildDir, switchTo } from './build-dirs';
import { OutputDir } from './output-dir';
import { readPreviousBuild, writeBuildHashes } from './previous-build';

const dist = mkdtempSync(path.join(tmpdir(), 'output-dir-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A build as scripts/build.ts lays it out: written in a folder of its own, then made dist/client. */
async function build(files: Record<string, string>) {
  const written = newBuildDir(dist);
  const out = new OutputDir(written, readPreviousBuild(dist));
  for (const [url, text] of Object.entries(files)) await out.write(url, text);
  await out.flush();
  const dir = switchTo(dist, written);
  writeBuildHashes(dist, dir, out.hashes);
  return { dir, out };
}
const inode = (dir: string, file: string) => statSync(path.join(dir, file)).ino;

describe('OutputDir paths', () => {
  it('writes a path with `.` or `..` segments where it resolves below its folder, a `..` past the top kept at the top', async () => {
    const dir = path.join(dist, 'paths');
    const out = new OutputDir(dir);
    await out.write('/v1/./a/../b.json', 'b');
    await out.write('/v1/...json', 'dots');
    await out.write('/v1/../../outside.json', 'top');
    await out.flush();
    expect(readFileSync(path.join(dir, 'v1/b.json'), 'utf8')).toBe('b');
    expect(readFileSync(path.join(dir, 'v1/...json'), 'utf8')).toBe('dots');
    expect(readFileSync(path.join(dir, 'outside.json'), 'utf8')).toBe('top');
    expect(() => statSync(path.join(dist, 'outside.json'))).toThrow();
  });
});

describe('OutputDir over a previous build', () => {
  it('writes everything the first time, then links only the files whose bytes did not change', async () => {
    const first = await build({ '/x/1.json': 'one', '/x/2.json': 'two', '/y.json': 'why' });
    expect(first.out.linked).toBe(0);
    const [firstOne, firstTwo] = [inode(first.dir, 'x/1.json'), inode(first.dir, 'x/2.json')];
    const second = await build({ '/x/1.json': 'one', '/x/2.json': 'TWO', '/z.json': 'new' });
    expect(second.out.linked).toBe(1);
    expect(inode(second.dir, 'x/1.json')).toBe(firstOne);
    expect(inode(second.dir, 'x/2.json')).not.toBe(firstTwo);
    expect(readFileSync(path.join(second.dir, 'x/2.json'), 'utf8')).toBe('TWO');
    expect(readFileSync(path.join(second.dir, 'z.json'), 'utf8')).toBe('new');
  });

  it('links a file the previous build has without reading it (linkUnchanged), and says when it has none', async () => {
    const first = await build({ '/v/1.json': 'one', '/v/1.json.br': 'compressed one' });
    const dir = path.join(dist, 'builds', 'd');
    const out = new OutputDir(dir, readPreviousBuild(dist));
    expect(await out.linkUnchanged('/v/1.json.br')).toBe(true);
    expect(await out.linkUnchanged('/v/2.json.br')).toBe(false);
    await out.flush();
    expect(statSync(path.join(dir, 'v/1.json.br')).ino).toBe(statSync(path.join(first.dir, 'v/1.json.br')).ino);
    expect([out.files, out.bytes, out.linked]).toEqual([1, 'compressed one'.length, 1]);
    expect(out.hashes.get('/v/1.json.br')).toBe(first.out.hashes.get('/v/1.json.br'));
  });

  it('links a file to the one this build wrote before with the same bytes, unless the previous build has it', async () => {
    await build({ '/x/1.json': 'one' });
    const { dir, out } = await build({ '/g/1.json': 'day one', '/h/1.json': 'day one', '/h/2.json': 'day two', '/x/1.json': 'one', '/x/3.json': 'one' });
    expect(statSync(path.join(dir, 'h/1.json')).ino).toBe(statSync(path.join(dir, 'g/1.json')).ino);
    expect(statSync(path.join(dir, 'h/2.json')).ino).not.toBe(statSync(path.join(dir, 'g/1.json')).ino);
    expect(readFileSync(path.join(dir, 'h/1.json'), 'utf8')).toBe('day one');
    // /x/1.json is the previous build's file (linked from there); /x/3.json, new, is written.
    expect(statSync(path.join(dir, 'x/1.json')).ino).not.toBe(statSync(path.join(dir, 'x/3.json')).ino);
    expect(readFileSync(path.join(dir, 'x/3.json'), 'utf8')).toBe('one');
    expect([out.files, out.linked, out.shared]).toEqual([5, 1, 1]);
  });

  it('writes thousands of files of every size in batches, each with its own bytes', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) files[`/many/${i % 37}/${i}.json`] = `${i}:`.padEnd(i % 3 === 0 ? 5000 : (i * 7) % 300, String.fromCharCode(97 + (i % 26)));
    const { dir, out } = await build(files);
    expect(out.files).toBe(5000);
    for (const [url, text] of Object.entries(files)) expect(readFileSync(path.join(dir, '.' + url), 'utf8')).toBe(text);
  });

  it('fails flush with the path when a file cannot be written', async () => {
    const dir = path.join(dist, 'builds', 'blocked');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'taken'), 'a file where a folder should be');
    const out = new OutputDir(dir);
    await out.write('/taken/1.json', 'x');
    await expect(out.flush()).rejects.toThrow(/taken/);
  });

  it('writes everything when the hashes do not belong to dist/client', async () => {
    writeBuildHashes(dist, path.join(dist, 'builds', 'gone'), new Map([['/x/1.json', 'whatever']]));
    expect(readPreviousBuild(dist)).toBeNull();
  });
});
