import { GetPublicCategoriesResponseSchema, GetPublicSkillsResponseSchema } from '../schemas/catalog';
import { endpoint } from './endpoint';

/** The listed categories and skills, for everyone (landing page, job forms, search filters). */
export const catalogEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/categories',
    response: GetPublicCategoriesResponseSchema,
  }),
  skills: endpoint({ method: 'GET', path: '/api/skills', response: GetPublicSkillsResponseSchema }),
};
