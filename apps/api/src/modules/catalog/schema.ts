import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idKey } from '../../db/schema/columns';

/** Job categories and skills share one shape (see ARCHITECTURE.md, "twins"). */
function catalogTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: idKey(),
      name: text('name').notNull(),
      isListed: boolean('is_listed').notNull().default(true),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_name_lower_idx`).on(sql`lower(${t.name})`)],
  );
}

export const categories = catalogTable('categories');
export const skills = catalogTable('skills');
export type CatalogTable = typeof categories | typeof skills;
