/**
 * A whole decimal number written plainly (no sign, no leading zeros, no decimal point, no spaces),
 * or null when the text is not one.
 * @example parseCanonicalInteger('7') //=> 7
 * @example parseCanonicalInteger('07') //=> null ('7.0', '+7' and '1e1' too)
 */
export function parseCanonicalInteger(text: string): number | null {
  if (!/^(0|[1-9][0-9]{0,8})$/.test(text)) return null;
  return Number(text);
}
