import {
  AddCategoryRequestSchema,
  AddCategoryResponseSchema,
  AddSkillRequestSchema,
  AddSkillResponseSchema,
  EditCategoryRequestSchema,
  EditCategoryResponseSchema,
  EditSkillRequestSchema,
  EditSkillResponseSchema,
  GetCategoriesResponseSchema,
  GetPublicCategoriesResponseSchema,
  GetPublicSkillsResponseSchema,
  GetSkillsResponseSchema,
  ListCategoryResponseSchema,
  ListSkillResponseSchema,
  UnlistCategoryResponseSchema,
  UnlistSkillResponseSchema,
} from '@skillora/shared';
import { type CatalogTable, categories, skills } from './schema';

export type CatalogKind = 'categories' | 'skills';

/** Everything that differs between the two twins: table, the spec's paths, and the texts. */
export type CatalogConfig = {
  table: CatalogTable;
  entity: 'category' | 'skill';
  paths: { get: string; add: string; edit: string; list: string; unlist: string };
  /** Public list path, under /api. */
  publicPath: string;
  schemas: {
    get: typeof GetCategoriesResponseSchema;
    getPublic: typeof GetPublicCategoriesResponseSchema;
    addBody: typeof AddCategoryRequestSchema;
    added: typeof AddCategoryResponseSchema;
    editBody: typeof EditCategoryRequestSchema;
    edited: typeof EditCategoryResponseSchema;
    listed: typeof ListCategoryResponseSchema;
    unlisted: typeof UnlistCategoryResponseSchema;
  };
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
    paths: {
      get: '/get-categories',
      add: '/add-category',
      edit: '/edit-category/:id',
      list: '/list-category/:id',
      unlist: '/unlist-category/:id',
    },
    publicPath: '/categories',
    schemas: {
      get: GetCategoriesResponseSchema,
      getPublic: GetPublicCategoriesResponseSchema,
      addBody: AddCategoryRequestSchema,
      added: AddCategoryResponseSchema,
      editBody: EditCategoryRequestSchema,
      edited: EditCategoryResponseSchema,
      listed: ListCategoryResponseSchema,
      unlisted: UnlistCategoryResponseSchema,
    },
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
    // The spec's skill paths are plural ("add-skills"), unlike the category ones.
    paths: {
      get: '/get-skills',
      add: '/add-skills',
      edit: '/edit-skills/:id',
      list: '/list-skills/:id',
      unlist: '/unlist-skills/:id',
    },
    publicPath: '/skills',
    schemas: {
      get: GetSkillsResponseSchema,
      getPublic: GetPublicSkillsResponseSchema,
      addBody: AddSkillRequestSchema,
      added: AddSkillResponseSchema,
      editBody: EditSkillRequestSchema,
      edited: EditSkillResponseSchema,
      listed: ListSkillResponseSchema,
      unlisted: UnlistSkillResponseSchema,
    },
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
