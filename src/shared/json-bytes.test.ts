import { describe, expect, it } from 'vitest';
import { JsonBytes, digitCount, ownUtf8 } from './json-bytes';

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

describe('JsonBytes, an answer of known length', () => {
  const write = (out: JsonBytes) => {
    out.bytes(Buffer.from('{"q":'));
    out.text(JSON.stringify('الْحَمْدُ 𝕏'));
    out.ascii(',"n":[1,22,333]');
    out.byte(0x2c);
    out.number(1234567);
    out.byte(0x7d);
  };
  const expected = Buffer.from(`{"q":${JSON.stringify('الْحَمْدُ 𝕏')},"n":[1,22,333],1234567}`, 'utf8');

  it('is written into memory of exactly that length, handed out without a copy, and the writer is reused after', () => {
    const out = new JsonBytes(8);
    out.start(expected.length);
    write(out);
    const written = out.finish();
    expect(written.equals(expected)).toBe(true);
    expect(written.byteOffset).toBe(0);
    expect(written.buffer.byteLength).toBe(expected.length);
    out.reset();
    write(out);
    expect(out.take().equals(expected)).toBe(true);
    expect(written.equals(expected)).toBe(true);
  });

  it('is refused when written longer or shorter than announced, and the writer is whole again at the next reset', () => {
    const out = new JsonBytes(8);
    out.start(expected.length - 1);
    expect(() => {
      write(out);
      out.finish();
    }).toThrow(/announced as/);
    out.start(expected.length + 1);
    write(out);
    expect(() => out.finish()).toThrow(`announced as ${expected.length + 1} bytes was written as ${expected.length}`);
    out.start(3);
    expect(() => out.ascii('four')).toThrow(/longer/);
    out.reset();
    write(out);
    expect(out.take().equals(expected)).toBe(true);
  });

  it('counts the digits of every number as it writes them', () => {
    for (const value of [0, 9, 10, 99, 100, 999_999_999, 1_000_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(digitCount(value)).toBe(String(value).length);
      const out = new JsonBytes(1);
      out.start(digitCount(value));
      out.number(value);
      expect(out.finish().toString()).toBe(String(value));
    }
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
