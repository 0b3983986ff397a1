import type { APIRoute } from 'astro';
import { answerApiRequest } from './dispatch';
import { readApiConfig } from './config';

const config = readApiConfig();

/** The Astro side of every on-demand API route: a thin adapter from Request to answerApiRequest. */
export const apiEndpoint: APIRoute = ({ request }) => {
  const url = new URL(request.url);
  const answer = answerApiRequest({
    pathname: url.pathname,
    rawQuery: url.search,
    ifNoneMatch: request.headers.get('if-none-match'),
    context: { now: new Date(), config },
  });
  const body = answer.status === 304 ? null : Buffer.from(answer.body, 'utf8');
  // A known length spares the chunked encoding, whose extra closing write stalls keep-alive clients.
  const headers = body ? { ...answer.headers, 'Content-Length': String(body.length) } : answer.headers;
  return new Response(body, { status: answer.status, headers });
};
