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
  return new Response(answer.status === 304 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
};
