import { describe, expect, it } from 'vitest';
import { JsonBytes, ownUtf8 } from './json-bytes';

describe('JsonBytes', () => {
  it('writes numbers as JSON.stringify does', () => {
    const values = [0, 1, 9, 10, 99, 100, 12345, 9007199254740991, -0, -1, 1.5, 1e21, 0.1];
    const out = new JsonBytes(4);
    out.reset();
    values.forEach((value, i) => {
      if (i > 0) out.byte(0x2c);
      out.number(value);
    });
    expect(out.take().toString()).toBe(values.map((value) => JSON.stringify(value)).join(','));
  });

  it('writes text as UTF-8 (astral, lone surrogates, Arabic), growing past its first size, and kept bytes as they are', () => {
    const pieces = ['{"a":', JSON.stringify('بِسْمِ اللَّهِ 𝕏 \ud800 é'), ',"b":', 'x'.repeat(5000), '}'];
    const out = new JsonBytes(8);
    out.reset();
    out.bytes(Buffer.from('['));
    for (const piece of pieces) out.text(piece);
    out.byte(0x5d);
    const taken = out.take();
    expect(taken.equals(Buffer.from(`[${pieces.join('')}]`, 'utf8'))).toBe(true);
    expect(out.length).toBe(taken.length);
  });

  it('hands out bytes in memory of their own, which the next answer leaves as they were', () => {
    const out = new JsonBytes(16);
    out.reset();
    out.text('"first"');
    const first = out.take();
    out.reset();
    out.text('"second answer"');
    expect(first.toString()).toBe('"first"');
    expect(first.byteOffset).toBe(0);
    expect(first.buffer.byteLength).toBe(first.length);
  });
});

describe('ownUtf8', () => {
  it.each(['', 'ascii', 'الْحَمْدُ لِلَّهِ', '😀\udc00', 'ب'.repeat(100_000), 'a'.repeat(1_500_000)])('is Buffer.from of the text, in memory of its own (%#)', (text) => {
    const bytes = ownUtf8(text);
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
