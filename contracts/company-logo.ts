import { route, uuidParam } from './http/route.js';
import { companyResponse } from './companies.js';

/**
 * The client company's logo (virtual samples): PNG, JPEG or SVG up to 2 MB, sent as the raw
 * request body with its Content-Type. The server checks the bytes themselves (not the declared
 * type), removes an SVG's scripts, event handlers and outside references, and keeps every logo
 * as one bounded PNG made at upload: that raster is what is served and drawn.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** The field a `company.updated` names when its logo was uploaded or removed. */
export const LOGO_FIELD = 'logo';

export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be at most 2 MB';
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or SVG image';
/** A PNG or JPEG may be at most this many pixels on each side (read from its header before decoding). */
export const LOGO_MAX_PIXELS = 4096;
export const LOGO_PIXELS_MESSAGE = `The logo is too large: at most ${LOGO_MAX_PIXELS} × ${LOGO_MAX_PIXELS} pixels.`;
/** Every logo is kept as a PNG at most this many pixels on its longest side (an SVG is drawn at this size). */
export const LOGO_STORED_SIDE = 1024;
/**
 * An SVG logo holds at most this many elements: real logos have hundreds, while a file of tens of
 * thousands of shapes keeps the drawing thread busy for seconds before its time limit refuses it.
 */
export const LOGO_MAX_SVG_ELEMENTS = 10_000;
export const LOGO_SVG_ELEMENTS_MESSAGE = `The SVG is too detailed for a logo: at most ${LOGO_MAX_SVG_ELEMENTS.toLocaleString('en-US')} shapes.`;

/** The version of a logo in its URLs (the start of its hash): each upload is a new URL. */
export const logoVersion = <T extends string | null>(sha256: T): T => (sha256 === null ? sha256 : (sha256.slice(0, 16) as T));

/** Where a company's uploaded logo is read by the workspace. */
export const companyLogoPath = (companyId: string, sha256: string) => `/api/companies/${companyId}/logo?v=${logoVersion(sha256)}`;

const companyId = { id: uuidParam('company id') };
/** How a stored logo is served: always the PNG made at upload. */
export const STORED_LOGO = { contentType: 'image/png', description: 'The logo as stored: a PNG at most 1024 pixels on its longest side' } as const;

export const companyLogoApi = {
  get: route({ method: 'GET', path: '/api/companies/:id/logo', permission: 'read', params: companyId, summary: 'The company’s uploaded logo', raw: STORED_LOGO }),
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
