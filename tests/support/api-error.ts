import { ApiError } from '../../src/api/problem';

/** The ApiError a call throws; fails the test when it returns, or throws something else. */
export function apiErrorOf(call: () => unknown): ApiError {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError, but the call returned');
}
