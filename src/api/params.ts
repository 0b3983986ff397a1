import { ApiError } from './problem';

/**
 * Parses a raw query string strictly: malformed percent-encoding is an error (never silently
 * replaced), a parameter given twice is an error, `+` means a space as in HTML forms.
 */
export function parseQuery(rawQuery: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (query === '') return params;
  for (let start = 0; start <= query.length; ) {
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    const pair = query.slice(start, end);
    start = end + 1;
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = decodeComponent(rawName, rawName);
    const value = decodeComponent(rawValue, name);
    if (params.has(name)) {
      throw new ApiError('duplicate_parameter', `parameter '${name}' was given more than once; send it once`, name);
    }
    params.set(name, value);
  }
  return params;
}

/**
 * Percent-encoded components decoded before, at most 1,024 of up to 200 characters, forgotten all
 * at once when full: the pages of one search send the same encoded query again and again.
 */
const decodedComponents = new Map<string, string>();

export function decodeComponent(raw: string, param: string): string {
  // Without a percent sign there is nothing to decode (decodeURIComponent would return it as it is).
  if (!raw.includes('%')) return raw.includes('+') ? raw.replace(/\+/g, ' ') : raw;
  let decoded = decodedComponents.get(raw);
  if (decoded !== undefined) return decoded;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new ApiError(
      'invalid_encoding',
      `parameter '${param}' is not valid percent-encoded UTF-8; encode the value with encodeURIComponent`,
      param,
    );
  }
  if (raw.length <= 200) {
    if (decodedComponents.size >= 1024) decodedComponents.clear();
    decodedComponents.set(raw, decoded);
  }
  return decoded;
}

