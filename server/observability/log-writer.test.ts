import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoundedLogWriter, FLUSH_MS } from './log-writer';

function fileWriter(maxBytes?: number) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-writer-')), 'out.log');
  const fd = openSync(file, 'w');
  return { writer: new BoundedLogWriter(fd, maxBytes), read: () => readFileSync(file, 'utf8'), close: () => closeSync(fd) };
}

describe('BoundedLogWriter', () => {
  it('writes every line, in order, gathered into a few writes', async () => {
    const { writer, read, close } = fileWriter();
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"text":"é ${'x'.repeat(i % 50)}"}\n`);
    for (const line of lines) writer.write(line);
    // Nothing is written at once: lines wait for the next flush, together.
    expect(read()).toBe('');
    await writer.flush(5000);
    expect(read()).toBe(lines.join(''));
    expect(writer.pendingBytes).toBe(0);
    close();
  });

  it('writes a line longer than its chunks whole, between the others', async () => {
    const { writer, read, close } = fileWriter();
    const lines = ['first\n', `${'ل'.repeat(70_000)}\n`, 'third\n', `${'z'.repeat(65_535)}\n`, 'fifth\n'];
    for (const line of lines) writer.write(line);
    await writer.flush(5000);
    expect(read()).toBe(lines.join(''));
    close();
  });

  it('writes a line within about FLUSH_MS though nothing else comes', async () => {
    const { writer, read, close } = fileWriter();
    writer.write('one line\n');
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 10));
    expect(read()).toBe('one line\n');
    close();
  });

  it('drops and counts lines past its byte budget, and says so once it writes again', async () => {
    const { writer, read, close } = fileWriter(1000);
    const line = `${'y'.repeat(99)}\n`;
    for (let i = 0; i < 30; i++) writer.write(line);
    expect(writer.dropped).toBe(20);
    await writer.flush(5000);
    writer.write('after\n');
    await writer.flush(5000);
    const out = read().split('\n').filter(Boolean);
    expect(out.slice(0, 10)).toEqual(Array(10).fill(line.trim()));
    expect(JSON.parse(out[10]!)).toMatchObject({ msg: 'access log: 20 lines dropped while stdout was not read' });
    expect(out[11]).toBe('after');
    close();
  });
});
