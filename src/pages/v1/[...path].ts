import { apiEndpoint } from '../../api/astro-endpoint';

export const prerender = false;
export const ALL = apiEndpoint;
