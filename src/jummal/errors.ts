import type { ErrorCode } from '../api/error-catalog';

export const jummalErrors: ErrorCode[] = [];
