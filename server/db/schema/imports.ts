import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An import of a CSV or Excel file (docs/product.md#imports): its mapping, progress and counts. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** mapping | running | done | failed | undoing | undone */
    status: text('status').notNull().default('mapping'),
    /** companies | contacts, once the mapping says which. */
    kind: text('kind'),
    headers: text('headers').array().notNull(),
    /** One ColumnTarget per header (contracts/imports.ts). */
    mapping: jsonb('mapping').notNull().default(sql`'[]'::jsonb`),
    /** Up to three values of each column from the file's first rows, shown beside the mapping. */
    samples: jsonb('samples').notNull().default(sql`'[]'::jsonb`),
    rememberedMapping: boolean('remembered_mapping').notNull().default(false),
    duplicates: text('duplicates').notNull().default('skip'),
    rowCount: integer('row_count').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    counts: jsonb('counts').notNull().default(sql`'{}'::jsonb`),
    /** ImportProblem[]: the first 500 rows that could not be imported. */
    problems: jsonb('problems').notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('imports_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);

/** The uploaded file, kept until its import has run. */
export const importFiles = pgTable('import_files', {
  importId: uuid('import_id')
    .primaryKey()
    .references(() => imports.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * What an import did to each record, for Undo: `created` rows are removed, `updated` rows get
 * `before` (the values of the fields it changed) back.
 */
export const importChanges = pgTable(
  'import_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    /** company | contact */
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    /** created | updated */
    action: text('action').notNull(),
    before: jsonb('before'),
  },
  (t) => [index('import_changes_import_idx').on(t.importId, t.entity)],
);

/** The mapping last used for a file with these headers, offered again for the next one. */
export const importMappings = pgTable(
  'import_mappings',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    headersKey: text('headers_key').notNull(),
    mapping: jsonb('mapping').notNull(),
    duplicates: text('duplicates').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.headersKey] })],
);
