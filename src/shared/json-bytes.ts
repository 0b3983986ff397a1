/**
 * JSON written as UTF-8 bytes from pieces, some kept already encoded: an answer made this way is
 * encoded once, piece by piece, and never exists as one JS string (an 18 KB Arabic answer joined
 * as a string, then counted and encoded for the socket, cost twice what writing its bytes does:
 * bench/README.md, "Live answers as bytes"). One writer is reused from answer to answer (answers
 * are written synchronously); `take` hands the bytes out in memory of their own.
 */
export class JsonBytes {
  private out: Buffer;
  private at = 0;
  /** The reused memory, while an answer of known length is written into its own (`start`). */
  private own: Buffer | undefined;

  constructor(initialBytes: number) {
    this.out = Buffer.allocUnsafeSlow(initialBytes);
  }

  /** Starts a new answer. */
  reset(): void {
    if (this.own !== undefined) {
      // An answer of known length left unfinished (its writing threw).
      this.out = this.own;
      this.own = undefined;
    }
    this.at = 0;
  }

  get length(): number {
    return this.at;
  }

  /** Bytes already encoded (a kept fragment). */
  bytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.out.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** One byte of ASCII: `,`, `]`, `}`. */
  byte(code: number): void {
    this.room(1);
    this.out[this.at++] = code;
  }

  /** Text as UTF-8 (JSON already: a piece written by JSON.stringify or a literal). */
  text(text: string): void {
    // At most 3 bytes per UTF-16 unit: room made without counting the bytes first (an answer of
    // known length has its room; a text longer than announced is cut, and `finish` says so).
    if (this.own === undefined) this.room(text.length * 3);
    this.at += this.out.write(text, this.at);
  }

  /** Text known to be ASCII (digits, brackets, commas, quotes): copied unit by unit, with no call out of JavaScript. */
  ascii(text: string): void {
    const length = text.length;
    this.room(length);
    const out = this.out;
    let at = this.at;
    for (let i = 0; i < length; i++) out[at++] = text.charCodeAt(i);
    this.at = at;
  }

  /** A number as JSON.stringify writes it: the digits themselves for a non-negative safe integer. */
  number(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) return this.text(JSON.stringify(value));
    const digits = digitCount(value);
    this.room(digits);
    const out = this.out;
    if (value < 10) {
      out[this.at++] = 0x30 + value;
      return;
    }
    for (let i = this.at + digits - 1, rest = value; i >= this.at; i--, rest = Math.floor(rest / 10)) out[i] = 0x30 + (rest % 10);
    this.at += digits;
  }

  /**
   * Starts an answer whose length is known before it is written, into memory of exactly that length
   * of its own, which `finish` hands out as it is: no copy. The writer's own memory is kept for the
   * next `reset`.
   */
  start(exactBytes: number): void {
    this.reset();
    this.own = this.out;
    this.out = Buffer.allocUnsafeSlow(exactBytes);
    this.at = 0;
  }

  /** The answer begun by `start`; an error if it was not written to exactly its announced length. */
  finish(): Buffer {
    const written = this.out;
    const at = this.at;
    this.out = this.own!;
    this.own = undefined;
    this.at = 0;
    if (at !== written.length) throw new Error(`an answer announced as ${written.length} bytes was written as ${at}`);
    return written;
  }

  /** The bytes written since `reset`, copied into memory of exactly their length (not a slice of a shared pool, nor of this writer). */
  take(): Buffer {
    const own = Buffer.allocUnsafeSlow(this.at);
    this.out.copy(own, 0, 0, this.at);
    return own;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.out.length) return;
    if (this.own !== undefined) throw new Error(`an answer announced as ${this.out.length} bytes is longer`);
    const grown = Buffer.allocUnsafeSlow(Math.max(this.out.length * 2, this.at + bytes));
    this.out.copy(grown, 0, 0, this.at);
    this.out = grown;
  }
}

/** The digits of a non-negative safe integer as JSON writes it (`number`). */
export function digitCount(value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}

/** Bytes of a piece of JSON text kept to be copied into answers. */
export const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

const encoder = new JsonBytes(64 * 1024);

/**
 * A string as UTF-8 in memory of its own, encoded once (Buffer.byteLength, then a write, scanned an
 * 18 KB two-byte string twice). Strings too long to encode in the writer's memory without growing
 * it past 4 MB are counted first.
 */
export function ownUtf8(text: string): Buffer {
  if (text.length * 3 > 4 * 1024 * 1024) {
    const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    own.write(text, 0);
    return own;
  }
  encoder.reset();
  encoder.text(text);
  return encoder.take();
}
