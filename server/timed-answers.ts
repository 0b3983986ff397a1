import { cacheControlUntil } from '../src/api/dispatch';
import { cachedAnswerOf, type CachedAnswer } from './answer-cache';
import { fixedLengthHeaders } from './headers';

/** At most this many answers are kept (a zone, calendar and adjustment each): then all are forgotten at once. */
export const MAX_TIMED_ANSWERS = 1024;

interface TimedAnswer {
  bytes: Buffer;
  /** Content-Type and ETag, as the answer was made: only Cache-Control changes until `until`. */
  contentType: string;
  etag: string | undefined;
  /** Made at (epoch ms): before it (a clock set back) the answer is not known to hold. */
  from: number;
  until: number;
  /** The answer with the headers of its current whole second left, made once per second. */
  secondsLeft: number;
  current: CachedAnswer | null;
}

/**
 * Answers about today (`/v1/hijri/today`: a route declared `cacheable: 'until'`), kept by key until
 * the instant each one states (Answer.until, the end of the day in its zone), never past it (nor
 * before the instant it was made, should the clock be set back). Until
 * then only max-age changes, counted down from `until` as the route itself counts it
 * (src/api/dispatch.ts cacheControlUntil), so a kept answer and one made anew are the same bytes
 * and headers; the body's ETag is hashed once a day instead of on every request.
 */
export class TimedAnswers {
  private readonly answers = new Map<string, TimedAnswer>();

  /** The answer kept under `key` as sent at `nowMs`, if it still holds then. */
  get(key: string, nowMs: number): CachedAnswer | undefined {
    const kept = this.answers.get(key);
    if (kept === undefined) return undefined;
    if (nowMs >= kept.until || nowMs < kept.from) {
      this.answers.delete(key);
      return undefined;
    }
    const secondsLeft = Math.floor((kept.until - nowMs) / 1000);
    if (kept.current === null || secondsLeft !== kept.secondsLeft) {
      const headers: Record<string, string> = { 'Content-Type': kept.contentType, 'Cache-Control': cacheControlUntil(kept.until, nowMs) };
      if (kept.etag !== undefined) headers.ETag = kept.etag;
      kept.current = cachedAnswerOf(kept.bytes, fixedLengthHeaders(headers) as Record<string, string>);
      kept.secondsLeft = secondsLeft;
    }
    return kept.current;
  }

  /** Keeps an answer made at `nowMs` that holds until `until`. */
  set(key: string, bytes: Buffer, headers: Readonly<Record<string, string>>, until: number, nowMs: number): void {
    if (nowMs >= until || headers['Content-Type'] === undefined || headers['Cache-Control'] === 'no-store') return;
    if (this.answers.size >= MAX_TIMED_ANSWERS) this.answers.clear();
    this.answers.set(key, { bytes, contentType: headers['Content-Type'], etag: headers.ETag, from: nowMs, until, secondsLeft: -1, current: null });
  }

  get size(): number {
    return this.answers.size;
  }
}
