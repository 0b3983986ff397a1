import { ApiError, apiErrorFrom } from '../../src/api/problem';
import { InputError } from '../../src/shared/input-error';

/**
 * The error a call throws, as the API answers it: an ApiError, or a domain's InputError with the
 * status the error catalog gives its code. Fails the test when the call returns or throws
 * something else.
 */
export function apiErrorOf(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    if (error instanceof InputError) return apiErrorFrom(error);
    throw error;
  }
  throw new Error('expected an ApiError or InputError, but the call returned');
}
