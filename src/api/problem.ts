/**
 * One error type for the whole API: every failure a caller can cause is an ApiError with an HTTP
 * status, a stable machine-readable `code`, and a `detail` that tells a person what to change.
 * `problemBody` turns it into an RFC 9457 problem document (contract §2).
 */
import { InputError } from '../shared/input-error';
import { statusOfCode } from './all-errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly param?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  param?: string;
  [extra: string]: unknown;
}

export function problemBody(error: ApiError): ProblemBody {
  const body: ProblemBody = {
    type: `/docs/errors#${error.code}`,
    title: TITLES[error.status] ?? 'Error',
    status: error.status,
    code: error.code,
    detail: error.detail,
  };
  if (error.param !== undefined) body.param = error.param;
  return { ...body, ...error.extra };
}

/** The problem document for a bug: never carries the stack or the message of the internal error. */
export function internalErrorBody(): ProblemBody {
  return problemBody(
    new ApiError(500, 'internal_error', 'The server failed to answer this request; this is a bug on our side.'),
  );
}

/**
 * The API error for a domain's InputError: its status comes from the error catalog, so a code
 * thrown without being documented is caught by the catalog test, and answers 500 meanwhile.
 */
export function apiErrorFrom(error: InputError): ApiError {
  const status = statusOfCode(error.code);
  if (status === undefined) throw new Error(`error code '${error.code}' is not in the error catalog`);
  return new ApiError(status, error.code, error.detail, error.param, error.extra);
}

export const badRequest = (code: string, detail: string, param?: string) => new ApiError(400, code, detail, param);
export const notFound = (code: string, detail: string, param?: string) => new ApiError(404, code, detail, param);
