import { BRAND_TONES, DEFAULT_BRAND_TONE, type Branding, type BrandTone } from '../../contracts/branding.js';
import { MESSAGE_TYPES, type MessageTemplate, type MessageType } from '../../contracts/templates.js';
import type { messageTemplates, userCompanyProfiles } from '../db/schema/index.js';

type BrandingRow = typeof userCompanyProfiles.$inferSelect;
type TemplateRow = typeof messageTemplates.$inferSelect;

const asTone = (v: string): BrandTone => ((BRAND_TONES as readonly string[]).includes(v) ? (v as BrandTone) : DEFAULT_BRAND_TONE);
const asType = (v: string): MessageType => ((MESSAGE_TYPES as readonly string[]).includes(v) ? (v as MessageType) : 'email');

/** The branding profile as the API and the socket show it (no ids: one per workspace). */
export const presentBranding = (b: BrandingRow): Branding => ({
  companyName: b.companyName,
  websiteUrl: b.websiteUrl,
  logoUrl: b.logoUrl,
  brandTone: asTone(b.brandTone),
  primaryColor: b.primaryColor,
  secondaryColor: b.secondaryColor,
  brandKeywords: b.brandKeywords,
  servicesOffered: b.servicesOffered,
  industriesServed: b.industriesServed,
  updatedAt: b.updatedAt.toISOString(),
});

export const presentTemplate = (t: TemplateRow): MessageTemplate => ({
  id: t.id,
  name: t.name,
  type: asType(t.type),
  subject: t.subject,
  content: t.content,
  shared: t.shared,
  authorId: t.userId,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
