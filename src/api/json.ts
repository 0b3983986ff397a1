import { createHash } from 'node:crypto';

/**
 * The one serializer for every API body: the static build and the live server both call it, so a
 * file and a live answer are the same bytes (and so carry the same ETag).
 */
export function toJson(body: unknown): string {
  return JSON.stringify(body);
}

/** Strong ETag over the exact bytes sent. */
export function etagOf(bytes: string | Uint8Array): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (or is `*`). Weak prefixes compare equal. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';
export const DAY_SECONDS = 86400;

export function cacheControlFor(maxAgeSeconds: number): string {
  return `public, max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}
