import type { ErrorCode } from '../shared/input-error';

export const recitationErrors: ErrorCode[] = [
  { code: 'unknown_reciter', status: 400, meaning: 'The `reciter` parameter names no reciter; the detail and `closest` name the nearest ids (every id: GET /api/v1/reciters).' },
  { code: 'reciter_not_found', status: 404, meaning: 'The path names no reciter; the detail and `closest` name the nearest ids (every id: GET /api/v1/reciters).' },
];
