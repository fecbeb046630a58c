import { route, uuidParam } from './http/route.js';
import { companyResponse } from './companies.js';

/**
 * The client company's logo (virtual samples): PNG, JPEG or SVG up to 2 MB, sent as the raw
 * request body with its Content-Type. The server checks the bytes themselves (not the declared
 * type) and keeps an SVG only after removing scripts, event handlers and outside references.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** The field a `company.updated` names when its logo was uploaded or removed. */
export const LOGO_FIELD = 'logo';

export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be at most 2 MB';
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or SVG image';

/** The version of a logo in its URLs (the start of its hash): each upload is a new URL. */
export const logoVersion = <T extends string | null>(sha256: T): T => (sha256 === null ? sha256 : (sha256.slice(0, 16) as T));

/** Where a company's uploaded logo is read by the workspace. */
export const companyLogoPath = (companyId: string, sha256: string) => `/api/companies/${companyId}/logo?v=${logoVersion(sha256)}`;

const companyId = { id: uuidParam('company id') };
const image = { contentType: LOGO_ACCEPT, description: 'The logo as uploaded (a PNG or JPEG) or sanitised (an SVG)' } as const;

export const companyLogoApi = {
  get: route({ method: 'GET', path: '/api/companies/:id/logo', permission: 'read', params: companyId, summary: 'The company’s uploaded logo', raw: image }),
  put: route({
    method: 'PUT',
    path: '/api/companies/:id/logo',
    permission: 'records.write',
    params: companyId,
    summary: 'Upload the company’s logo: the raw body, Content-Type image/png, image/jpeg or image/svg+xml, at most 2 MB',
    upload: { contentTypes: LOGO_TYPES, maxBytes: LOGO_MAX_BYTES, description: 'The logo file itself (PNG, JPEG or SVG, at most 2 MB)' },
    response: companyResponse,
  }),
  remove: route({ method: 'DELETE', path: '/api/companies/:id/logo', permission: 'records.write', params: companyId, summary: 'Remove the company’s uploaded logo', response: companyResponse }),
};
