import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Job categories and skills share one shape (see ARCHITECTURE.md, "twins"). */
function catalogTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      name: text('name').notNull(),
      isListed: boolean('is_listed').notNull().default(true),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_name_lower_idx`).on(sql`lower(${t.name})`)],
  );
}

export const categories = catalogTable('categories');
export const skills = catalogTable('skills');
export type CatalogTable = typeof categories | typeof skills;
