/**
 * The part of `joined` from `from` up to `to` against `key`, code unit by code unit as `<` compares
 * strings: negative, zero or positive as the part sorts before, with or after `key`. For binary
 * searches over many strings kept as one (no string made per step).
 */
export function compareInPlace(joined: string, from: number, to: number, key: string): number {
  const length = to - from;
  const common = length < key.length ? length : key.length;
  for (let i = 0; i < common; i++) {
    const difference = joined.charCodeAt(from + i) - key.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return length - key.length;
}
