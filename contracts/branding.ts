import { z } from 'zod';
import { route } from './http/route.js';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoVersion, STORED_LOGO } from './company-logo.js';
import { withHttps } from './contacts.js';
import { isValidUrl } from './profile.js';

/** docs/product.md#settings: brand tones, professional by default. */
export const BRAND_TONES = ['professional', 'casual', 'friendly', 'formal', 'technical', 'creative'] as const;
export type BrandTone = (typeof BRAND_TONES)[number];
export const BRAND_TONE_LABELS: Record<BrandTone, string> = {
  professional: 'Professional',
  casual: 'Casual',
  friendly: 'Friendly',
  formal: 'Formal',
  technical: 'Technical',
  creative: 'Creative',
};
export const DEFAULT_BRAND_TONE: BrandTone = 'professional';

/** docs/product.md#settings: default brand colours. */
export const DEFAULT_PRIMARY_COLOR = '#7E69AB';
export const DEFAULT_SECONDARY_COLOR = '#1EAEDB';

export type ColorPreset = { name: string; value: string };
/** docs/product.md#settings names the presets; the hex values are ours (the defaults are among them). */
export const PRIMARY_COLOR_PRESETS: readonly ColorPreset[] = [
  { name: 'Purple', value: '#7E69AB' },
  { name: 'Blue', value: '#2563EB' },
  { name: 'Green', value: '#16A34A' },
  { name: 'Red', value: '#DC2626' },
  { name: 'Orange', value: '#EA580C' },
];
export const SECONDARY_COLOR_PRESETS: readonly ColorPreset[] = [
  { name: 'Light Purple', value: '#D6BCFA' },
  { name: 'Light Blue', value: '#1EAEDB' },
  { name: 'Light Green', value: '#86EFAC' },
  { name: 'Light Red', value: '#FCA5A5' },
  { name: 'Light Orange', value: '#FDBA74' },
];

export const URL_MESSAGE = 'Please enter a valid URL';
export const HEX_COLOR_MESSAGE = 'Please enter a valid hex color';
export const BRAND_TONE_MESSAGE = 'Please select a brand tone';
/** docs/product.md#settings: what saving branding while signed out says. */
export const BRANDING_SIGNED_OUT_MESSAGE = 'You must be logged in to save branding settings';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

const LIST_TEXT_MAX = 2000;
const LIST_ITEM_MAX = 100;
const LIST_ITEMS_MAX = 50;

/** "a, b,, c " → ['a', 'b', 'c']; nothing left → null (docs/product.md#settings). Line breaks separate too. */
export function splitCommaList(value: string | readonly string[] | null | undefined): string[] | null {
  if (value == null) return null;
  const parts = typeof value === 'string' ? value.split(/[,\n]/) : value.flatMap((v) => v.split(/[,\n]/));
  const items = parts.map((p) => p.trim()).filter((p) => p.length > 0);
  return items.length ? items : null;
}

/** A comma-separated list: a string ("a, b") or an array of strings; stored as text[] or null. */
const commaList = (label: string) =>
  z
    .union([
      z.string().max(LIST_TEXT_MAX, `${label} must be at most ${LIST_TEXT_MAX} characters`),
      z.array(z.string().max(LIST_ITEM_MAX, `Each item of ${label} must be at most ${LIST_ITEM_MAX} characters`)),
    ], { error: `${label} must be a comma-separated list` })
    .nullable()
    .optional()
    .transform(splitCommaList)
    .pipe(
      z
        .array(z.string().max(LIST_ITEM_MAX, `Each item of ${label} must be at most ${LIST_ITEM_MAX} characters`))
        .max(LIST_ITEMS_MAX, `${label} can have at most ${LIST_ITEMS_MAX} items`)
        .nullable(),
    );

/** Empty, or an http(s) URL typed with or without its scheme ('lakeshorepromo.com' is https://lakeshorepromo.com); empty is saved as null. */
const optionalUrl = (label: string) =>
  z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const url = withHttps(v);
      if (isValidUrl(url)) return url;
      ctx.addIssue({ code: 'custom', message: URL_MESSAGE });
      return z.NEVER;
    });

const hexColor = z.string({ error: HEX_COLOR_MESSAGE }).trim().regex(HEX_COLOR, HEX_COLOR_MESSAGE);

/** PUT /api/branding: the whole branding profile (docs/product.md#settings rules, enforced by UI and server alike). */
export const brandingInput = z.object({
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  websiteUrl: optionalUrl('Website URL'),
  brandTone: z.enum(BRAND_TONES, { error: BRAND_TONE_MESSAGE }),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  brandKeywords: commaList('Brand Keywords'),
  servicesOffered: commaList('Services Offered'),
  industriesServed: commaList('Industries Served'),
});
export type BrandingInput = z.input<typeof brandingInput>;
export type BrandingValues = z.output<typeof brandingInput>;

export const branding = z.object({
  companyName: z.string(),
  websiteUrl: z.string().nullable(),
  brandTone: z.enum(BRAND_TONES),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  brandKeywords: z.array(z.string()).nullable(),
  servicesOffered: z.array(z.string()).nullable(),
  industriesServed: z.array(z.string()).nullable(),
  updatedAt: z.string(),
});
export type Branding = z.infer<typeof branding>;

/**
 * GET and PUT /api/branding: `branding` is null until the first save. `logoUrl` is the uploaded
 * logo (GET /api/branding/logo, versioned), null when there is none; it is uploaded on its own
 * (PUT /api/branding/logo), like a client company's logo, and stored as a bounded PNG.
 */
export const brandingResponse = z.object({ branding: branding.nullable(), logoUrl: z.string().nullable() });
export type BrandingResponse = z.infer<typeof brandingResponse>;

/** Where the workspace's logo is read by its members. */
export const brandingLogoPath = (sha256: string) => `/api/branding/logo?v=${logoVersion(sha256)}`;

export const brandingApi = {
  get: route({ method: 'GET', path: '/api/branding', permission: 'read', summary: 'The workspace’s branding (null until the first save) and its logo', response: brandingResponse }),
  save: route({ method: 'PUT', path: '/api/branding', permission: 'workspace.settings', summary: 'Save the workspace’s branding', signedOutMessage: BRANDING_SIGNED_OUT_MESSAGE, body: brandingInput, response: brandingResponse }),
  logo: route({ method: 'GET', path: '/api/branding/logo', permission: 'read', summary: 'The workspace’s logo', raw: STORED_LOGO }),
  uploadLogo: route({
    method: 'PUT',
    path: '/api/branding/logo',
    permission: 'workspace.settings',
    summary: 'Upload the workspace’s logo: the raw body, Content-Type image/png, image/jpeg or image/svg+xml, at most 2 MB',
    upload: { contentTypes: LOGO_TYPES, maxBytes: LOGO_MAX_BYTES, description: 'The logo file itself (PNG, JPEG or SVG, at most 2 MB)' },
    response: brandingResponse,
  }),
  removeLogo: route({ method: 'DELETE', path: '/api/branding/logo', permission: 'workspace.settings', summary: 'Remove the workspace’s logo', response: brandingResponse }),
};
