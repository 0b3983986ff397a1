/**
 * The endpoint a mistyped path most likely meant, for the detail of a 404: `/v1/hijri/to-gregorian`
 * → `/v1/gregorian/from-hijri`. Paths are compared as words (split at `/` and `-`), with
 * `A/to-B` read as `B/from-A` and numbers standing for any captured segment.
 */
export function nearestEndpoint(pathname: string, endpoints: readonly string[]): string | null {
  const wanted = words(pathname.replace(/([a-z]+)\/to-([a-z]+)/gi, '$2/from-$1'));
  let best: { endpoint: string; score: number } | null = null;
  for (const endpoint of new Set(endpoints)) {
    const have = words(endpoint);
    const shared = wanted.filter((word) => have.includes(word)).length;
    const score = shared / new Set([...wanted, ...have]).size - Math.abs(wanted.length - have.length) * 0.01;
    if (!best || score > best.score) best = { endpoint, score };
  }
  return best && best.score >= 0.5 ? best.endpoint.replace(/:([a-z_]+)/g, '{$1}') : null;
}

function words(path: string): string[] {
  return path
    .toLowerCase()
    .split(/[/-]+/)
    .filter(Boolean)
    .map((word) => (/^(\d+|:[a-z_]+)$/.test(word) ? '#' : word.replace(/\.json$/, '')));
}
