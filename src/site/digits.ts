/** A number in Arabic-Indic digits (٢٥٥), as the mushaf numbers its ayahs. */
export function arabicDigits(n: number): string {
  return String(n).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
