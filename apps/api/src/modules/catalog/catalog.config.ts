import { GetPublicCategoriesResponseSchema, GetPublicSkillsResponseSchema } from '@skillora/shared';
import { type CatalogTable, categories, skills } from './schema';

export type CatalogKind = 'categories' | 'skills';

/**
 * Everything that differs between the two twins: table, texts, and the public list's schema (its
 * answer is serialized once per change). Their paths and schemas are the shared endpoints table's
 * (packages/shared/src/endpoints/admin-catalog.ts and catalog.ts).
 */
export type CatalogConfig = {
  table: CatalogTable;
  entity: 'category' | 'skill';
  schemas: { getPublic: typeof GetPublicCategoriesResponseSchema };
  texts: {
    exists: string;
    notFound: string;
    added: string;
    updated: string;
    listed: string;
    unlisted: string;
  };
};

export const CATALOGS: Record<CatalogKind, CatalogConfig> = {
  categories: {
    table: categories,
    entity: 'category',
    schemas: { getPublic: GetPublicCategoriesResponseSchema },
    texts: {
      exists: 'Category already exists',
      notFound: 'Category not found',
      added: 'Category added successfully!',
      updated: 'Category updated successfully!',
      listed: 'Category listed successfully!',
      unlisted: 'Category unlisted successfully!',
    },
  },
  skills: {
    table: skills,
    entity: 'skill',
    schemas: { getPublic: GetPublicSkillsResponseSchema },
    texts: {
      exists: 'Skill already exists',
      notFound: 'Skill not found',
      added: 'Skill added successfully!',
      updated: 'Skill updated successfully!',
      listed: 'Skill listed successfully!',
      unlisted: 'Skill unlisted successfully!',
    },
  },
};
