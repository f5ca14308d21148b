import { NAME_MAX } from '../constants';
import * as z from '../zod';

/**
 * Job categories and skills: one shape, two sets of texts (see ARCHITECTURE.md, "twins").
 * `_id` keeps the spec's JSON name.
 */
export const CatalogItemSchema = z.object({ _id: z.uuid(), name: z.string(), isListed: z.boolean() });
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

export const PublicCatalogItemSchema = CatalogItemSchema.pick({ _id: true, name: true });
export type PublicCatalogItem = z.infer<typeof PublicCatalogItemSchema>;

/** `{ name }`, trimmed; the texts are the spec's ('Category name is required'). */
function nameBody(label: 'Category' | 'Skill') {
  const required = `${label} name is required`;
  return z.object(
    {
      name: z
        .string({ error: required })
        .trim()
        .min(1, required)
        .max(NAME_MAX, `${label} name must be at most ${NAME_MAX} characters`)
        // Tabs, newlines and NUL (which PostgreSQL text cannot hold) have no place in a name.
        .regex(/^\P{Cc}*$/u, `${label} name must not contain control characters`),
    },
    { error: required },
  );
}

const listResponse = z.object({ data: z.array(CatalogItemSchema) });
const publicListResponse = z.object({ data: z.array(PublicCatalogItemSchema) });
const itemResponse = z.object({ data: CatalogItemSchema, message: z.string() });
export type CatalogListResponse = z.infer<typeof listResponse>;
export type PublicCatalogListResponse = z.infer<typeof publicListResponse>;
export type CatalogItemResponse = z.infer<typeof itemResponse>;
export type CatalogNameRequest = z.infer<ReturnType<typeof nameBody>>;

export const GetCategoriesResponseSchema = listResponse;
export const GetPublicCategoriesResponseSchema = publicListResponse;
export const AddCategoryRequestSchema = nameBody('Category');
export const AddCategoryResponseSchema = itemResponse;
export const EditCategoryRequestSchema = nameBody('Category');
export const EditCategoryResponseSchema = itemResponse;
export const ListCategoryResponseSchema = itemResponse;
export const UnlistCategoryResponseSchema = itemResponse;

export const GetSkillsResponseSchema = listResponse;
export const GetPublicSkillsResponseSchema = publicListResponse;
export const AddSkillRequestSchema = nameBody('Skill');
export const AddSkillResponseSchema = itemResponse;
export const EditSkillRequestSchema = nameBody('Skill');
export const EditSkillResponseSchema = itemResponse;
export const ListSkillResponseSchema = itemResponse;
export const UnlistSkillResponseSchema = itemResponse;
