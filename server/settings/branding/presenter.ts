import { BRAND_TONES, DEFAULT_BRAND_TONE, type Branding, type BrandTone } from '../../../contracts/branding.js';
import type { userCompanyProfiles } from '../../db/schema/index.js';

type BrandingRow = typeof userCompanyProfiles.$inferSelect;

const asTone = (v: string): BrandTone => ((BRAND_TONES as readonly string[]).includes(v) ? (v as BrandTone) : DEFAULT_BRAND_TONE);

/** The branding profile as the API and the socket show it (no ids: one per workspace). */
export const presentBranding = (b: BrandingRow): Branding => ({
  companyName: b.companyName,
  websiteUrl: b.websiteUrl,
  brandTone: asTone(b.brandTone),
  primaryColor: b.primaryColor,
  secondaryColor: b.secondaryColor,
  brandKeywords: b.brandKeywords,
  servicesOffered: b.servicesOffered,
  industriesServed: b.industriesServed,
  updatedAt: b.updatedAt.toISOString(),
});
