import { boolean, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies } from './companies.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The stored image's columns, alike in both logo tables (new builders per table: Drizzle binds each to its table). */
const logoColumns = () => ({
  /** image/png (image/jpeg or image/svg+xml only in company rows not yet rasterised) */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  /** Hex sha256 of the bytes: the ETag and the cache-busting version in its URLs. */
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The client company's own logo, uploaded by the workspace (virtual samples on proposals). One
 * per company; the bytes are the bounded PNG made at upload (server/companies/logo/raster.ts).
 * Rows stored before that (`rasterised` false: a PNG, JPEG or sanitised SVG as uploaded) are made
 * into the raster once, the first time they are read. `companies.logo_hash` mirrors `sha256` so
 * every company read can link to it without loading the bytes.
 */
export const companyLogos = pgTable('company_logos', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  ...logoColumns(),
  /** True once the bytes are the bounded PNG; false for a logo stored as uploaded, before rasters. */
  rasterised: boolean('rasterised').notNull().default(false),
});

/**
 * The workspace's own logo (Settings → Branding), shown on every client-facing page and PDF: one
 * per workspace, always the bounded PNG made at upload, like a client company's logo.
 */
export const brandingLogos = pgTable('branding_logos', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  ...logoColumns(),
});
