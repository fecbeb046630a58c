import { z } from 'zod';

// ---------------------------------------------------------------------------
// Catalogue (SAGE) credentials. The key is write-only: it is never sent back.
// ---------------------------------------------------------------------------

/** docs/product.md#catalogue: stored catalogue credentials that cannot be read. */
export const CREDENTIALS_UNREADABLE_MESSAGE = 'Failed to retrieve SAGE API credentials';

const accountIdMessage = 'Account ID must be a positive whole number';
const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
export const catalogueCredentialsInput = z.object({
  acctId: z.preprocess(
    (raw) => (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw),
    z.number({ error: accountIdMessage }).int({ error: accountIdMessage }).min(1, { error: accountIdMessage })
      .max(2_147_483_647, { error: accountIdMessage }),
  ),
  loginId: requiredText('Login ID', 100),
  key: requiredText('Key', 200),
});
export type CatalogueCredentialsInput = z.infer<typeof catalogueCredentialsInput>;

export const catalogueCredentialsView = z.object({
  configured: z.boolean(),
  acctId: z.number().int().positive().optional(),
  loginId: z.string().optional(),
  updatedAt: z.string().optional(),
  /** Saved, but the key cannot be decrypted (e.g. ENCRYPTION_KEY changed): save them again. */
  unreadable: z.boolean().optional(),
});
export type CatalogueCredentialsView = z.infer<typeof catalogueCredentialsView>;

export const credentialsResponse = z.object({
  credentials: catalogueCredentialsView,
  /** After a save: whether SAGE accepted them (null when SAGE could not be reached to check). */
  verified: z.boolean().nullable().optional(),
});
export type CredentialsResponse = z.infer<typeof credentialsResponse>;
