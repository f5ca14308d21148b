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
  GetSkillsResponseSchema,
  ListCategoryResponseSchema,
  ListSkillResponseSchema,
  UnlistCategoryResponseSchema,
  UnlistSkillResponseSchema,
} from '../schemas/catalog';
import { UuidParamsSchema } from '../schemas/common';
import { endpoint } from './endpoint';

/**
 * The admin side of the two catalog twins, at the spec's paths; the same five calls for each. The
 * spec's skill paths are plural ("add-skills"), unlike the category ones.
 */
export const adminCatalogEndpoints = {
  categories: {
    get: endpoint({
      method: 'GET',
      path: '/api/admin/categories/get-categories',
      response: GetCategoriesResponseSchema,
    }),
    add: endpoint({
      method: 'POST',
      path: '/api/admin/categories/add-category',
      status: 201,
      body: AddCategoryRequestSchema,
      response: AddCategoryResponseSchema,
    }),
    edit: endpoint({
      method: 'PUT',
      path: '/api/admin/categories/edit-category/:id',
      params: UuidParamsSchema,
      body: EditCategoryRequestSchema,
      response: EditCategoryResponseSchema,
    }),
    list: endpoint({
      method: 'PUT',
      path: '/api/admin/categories/list-category/:id',
      params: UuidParamsSchema,
      response: ListCategoryResponseSchema,
    }),
    unlist: endpoint({
      method: 'PUT',
      path: '/api/admin/categories/unlist-category/:id',
      params: UuidParamsSchema,
      response: UnlistCategoryResponseSchema,
    }),
  },
  skills: {
    get: endpoint({ method: 'GET', path: '/api/admin/skills/get-skills', response: GetSkillsResponseSchema }),
    add: endpoint({
      method: 'POST',
      path: '/api/admin/skills/add-skills',
      status: 201,
      body: AddSkillRequestSchema,
      response: AddSkillResponseSchema,
    }),
    edit: endpoint({
      method: 'PUT',
      path: '/api/admin/skills/edit-skills/:id',
      params: UuidParamsSchema,
      body: EditSkillRequestSchema,
      response: EditSkillResponseSchema,
    }),
    list: endpoint({
      method: 'PUT',
      path: '/api/admin/skills/list-skills/:id',
      params: UuidParamsSchema,
      response: ListSkillResponseSchema,
    }),
    unlist: endpoint({
      method: 'PUT',
      path: '/api/admin/skills/unlist-skills/:id',
      params: UuidParamsSchema,
      response: UnlistSkillResponseSchema,
    }),
  },
};
