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

  constructor(initialBytes: number) {
    this.out = Buffer.allocUnsafeSlow(initialBytes);
  }

  /** Starts a new answer. */
  reset(): void {
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
    // At most 3 bytes per UTF-16 unit: room made without counting the bytes first.
    this.room(text.length * 3);
    this.at += this.out.write(text, this.at);
  }

  /** A number as JSON.stringify writes it: the digits themselves for a non-negative safe integer. */
  number(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) return this.text(JSON.stringify(value));
    this.room(16);
    const out = this.out;
    if (value < 10) {
      out[this.at++] = 0x30 + value;
      return;
    }
    let digits = 0;
    for (let rest = value; rest > 0; rest = Math.floor(rest / 10)) digits++;
    for (let i = this.at + digits - 1, rest = value; i >= this.at; i--, rest = Math.floor(rest / 10)) out[i] = 0x30 + (rest % 10);
    this.at += digits;
  }

  /** The bytes written since `reset`, copied into memory of exactly their length (not a slice of a shared pool, nor of this writer). */
  take(): Buffer {
    const own = Buffer.allocUnsafeSlow(this.at);
    this.out.copy(own, 0, 0, this.at);
    return own;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.out.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.out.length * 2, this.at + bytes));
    this.out.copy(grown, 0, 0, this.at);
    this.out = grown;
  }
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
