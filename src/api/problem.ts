/**
 * One error type for the whole API: every failure a caller can cause is an InputError (a stable
 * `code`, a `detail` that tells a person what to change, the `param` at fault); an ApiError is one
 * with its HTTP status read from the catalog. `problemBody` turns it into an RFC 9457 problem
 * document (contract §2).
 */
import { InputError } from '../shared/input-error';
import { statusOfCode } from './all-errors';

export class ApiError extends InputError {
  /** From the error catalog (src/api/all-errors.ts), the one place a code's status is written. */
  readonly status: number;

  constructor(code: string, detail: string, param?: string, extra: Record<string, unknown> = {}) {
    super(code, detail, param, extra);
    this.name = 'ApiError';
    const status = statusOfCode(code);
    if (status === undefined) throw new Error(`error code '${code}' is not in the error catalog`);
    this.status = status;
  }
}

/** The reason phrase of each status the catalog uses (RFC 9110 §15), the problem's `title`. */
export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  417: 'Expectation Failed',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
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
    title: STATUS_TITLES[error.status] ?? 'Error',
    status: error.status,
    code: error.code,
    detail: error.detail,
  };
  if (error.param !== undefined) body.param = error.param;
  return { ...body, ...error.extra };
}

/** The problem document for a bug: never carries the stack or the message of the internal error. */
export function internalErrorBody(): ProblemBody {
  return problemBody(new ApiError('internal_error', 'The server failed to answer this request; this is a bug on our side.'));
}

/**
 * The API error for a domain's InputError. A code thrown without being documented throws here
 * (answered as a 500), and the catalog test catches it first.
 */
export function apiErrorFrom(error: InputError): ApiError {
  return new ApiError(error.code, error.detail, error.param, error.extra);
}
