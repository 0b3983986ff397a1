import type { ErrorCode } from '../api/error-catalog';

export const hijriErrors: ErrorCode[] = [];
