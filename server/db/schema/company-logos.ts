import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies } from './companies.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The client company's own logo, uploaded by the workspace (virtual samples on proposals). One
 * per company; the bytes are a checked PNG or JPEG, or a sanitised SVG. `companies.logo_hash`
 * mirrors `sha256` so every company read can link to it without loading the bytes.
 */
export const companyLogos = pgTable('company_logos', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** image/png | image/jpeg | image/svg+xml */
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  /** Hex sha256 of the bytes: the ETag and the cache-busting version in its URLs. */
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
