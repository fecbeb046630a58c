import { route } from './route.js';

/** This API's own description: public, for people and tools. */
export const docsApi = {
  openapi: route({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    raw: { contentType: 'application/json', description: 'The OpenAPI document, built from the route table' },
  }),
  reference: route({ method: 'GET', path: '/api/docs', auth: 'public', summary: 'This API’s reference page', raw: { contentType: 'text/html', description: 'The reference page' } }),
};
