import { ATTACHMENT_PURPOSES } from '@skillora/shared/deal-rules';
import { FILE_KINDS } from '@skillora/shared/profiles';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, oneOf, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded bytes live in the database, so every API instance serves every file (ADR 018).
 * Generic on purpose: photos and portfolio images now, message attachments later.
 */
export const files = pgTable(
  'files',
  {
    id: idKey(),
    ownerId: ref('owner_id', () => users.id, 'cascade'),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    /** Public files are served to anyone; private ones only through a route that checks the viewer. */
    isPublic: boolean('is_public').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    width: integer('width'),
    height: integer('height'),
    data: bytea('data').notNull(),
    /**
     * Attachments uploaded through POST /api/files (issue 32): what the file may be attached to, and
     * once attached, the job, proposal or milestone it belongs to (whose module says who reads it).
     */
    purpose: text('purpose', { enum: ATTACHMENT_PURPOSES }),
    attachedTo: uuid('attached_to'),
    attachedAt: at('attached_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('files_kind_check', oneOf(t.kind, FILE_KINDS)),
    check('files_size_check', sql`${t.byteSize} >= 0 and ${t.byteSize} = octet_length(${t.data})`),
    check('files_purpose_check', sql`${t.purpose} is null or ${oneOf(t.purpose, ATTACHMENT_PURPOSES)}`),
    check('files_attached_check', sql`${t.attachedTo} is null or ${t.purpose} is not null`),
    index('files_owner_kind_idx').on(t.ownerId, t.kind, t.createdAt),
    index('files_attached_idx').on(t.purpose, t.attachedTo, t.createdAt),
  ],
);

export type FileRow = typeof files.$inferSelect;
