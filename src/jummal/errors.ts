import { badRequestCodes, type ErrorCode } from '../shared/input-error';

/**
 * Every error code `GET /v1/jummal` answers with besides the general ones (missing_parameter for an
 * absent or empty `text`, unknown_parameter, duplicate_parameter, invalid_encoding, rate_limited).
 */
export const jummalErrors: ErrorCode[] = badRequestCodes({
  text_too_long: '`text` is longer than 1000 characters, counted as Unicode code points after URL decoding (1000 passes).',
  invalid_text: '`text` contains a control character such as a NUL byte (`%00`); tabs and line breaks are allowed.',
  no_arabic_letters: '`text` has no Arabic-script letter to count (only spaces, digits, punctuation, marks or other scripts).',
  invalid_option: 'An option has a value other than the listed ones (`system=mashriqi|maghribi`, `hamza=1|0`, `madda=1|2`, `ta_marbuta=5|400`, `alef_maqsura=10|1`, `shadda=once|double`, `seated_hamza=seat|seat_and_hamza`); `param` names it and `allowed` lists the values.',
  unsupported_letter: '`text` contains an Arabic-script character with no abjad value we can stand behind (e.g. the dotless ٮ, which may be ب ت ث ن or ي); `letter` and `code_point` name it. Never counted as zero.',
});
