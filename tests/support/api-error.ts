import { ApiError, apiErrorFrom } from '../../src/api/problem';
import { InputError, InvalidValue } from '../../src/shared/input-error';

/**
 * The error a call throws, as the API answers it: an ApiError, or a domain's InputError with the
 * status the error catalog gives its code. A domain's InvalidValue names no parameter: it is named
 * by the input it is about (`about`), or `value`, as the vocabulary would name it. Fails the test when the call returns or throws
 * something else.
 */
export function apiErrorOf(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    if (error instanceof InputError) return apiErrorFrom(error);
    if (error instanceof InvalidValue) return apiErrorFrom(error.named(error.about ?? 'value'));
    throw error;
  }
  throw new Error('expected an ApiError or InputError, but the call returned');
}
