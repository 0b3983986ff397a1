/**
 * The endpoint a mistyped path most likely meant, for the detail of a 404: `/v1/hijri/to-gregorian`
 * → `/v1/gregorian/from-hijri`. Paths are compared as words (split at `/` and `-`), with
 * `A/to-B` read as `B/from-A`, numbers standing for any captured segment, and words in the same
 * place counting a little more (so that order tells `gregorian/from-hijri` from `hijri/from-gregorian`).
 */
export function nearestEndpoint(pathname: string, endpoints: readonly string[]): string | null {
  // Only the start of a path is compared: a path of thousands of words would cost that many
  // comparisons per endpoint, and no endpoint is longer than this.
  const wanted = words(pathname.slice(0, 256).replace(/([a-z]+)\/to-([a-z]+)/gi, '$2/from-$1'));
  let best: { endpoint: string; score: number } | null = null;
  for (const endpoint of new Set(endpoints)) {
    const have = words(endpoint);
    const shared = wanted.filter((word) => have.some((other) => similar(word, other))).length;
    const inPlace = wanted.filter((word, index) => have[index] !== undefined && similar(word, have[index]!)).length;
    const score = shared / new Set([...wanted, ...have]).size + inPlace * 0.05 - Math.abs(wanted.length - have.length) * 0.01;
    if (!best || score > best.score) best = { endpoint, score };
  }
  return best && best.score >= 0.5 ? best.endpoint.replace(/:([a-z_]+)/g, '{$1}') : null;
}

/** The same word, or a plural or one-letter slip of it (`months`, `surahs`, `todya`). */
function similar(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2));
}

function words(path: string): string[] {
  return path
    .toLowerCase()
    .split(/[/-]+/)
    .filter(Boolean)
    .map((word) => (/^(\d+|:[a-z_]+)$/.test(word) ? '#' : word.replace(/\.json$/, '')));
}
