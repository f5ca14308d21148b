import { ADMIN_PAGE_SIZE, SIGNUP_ROLES } from '../constants';
import * as z from '../zod';
import { PG_INTEGER_MAX, tooLarge } from './numbers';
import { pageOf } from './pagination';

export const USER_SORTS = ['name', 'email', 'joined'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const ADMIN_USERS_LIMIT_MAX = 100;
export const ADMIN_USERS_SEARCH_MAX = 100;

/** GET /api/admin/users query. Without `sort` the list is in join order (the SI No order). */
export const GetUsersRequestSchema = z.object({
  role: z.enum(SIGNUP_ROLES, 'Role must be client or freelancer'),
  search: z
    .string()
    .trim()
    .max(ADMIN_USERS_SEARCH_MAX)
    // NUL cannot reach PostgreSQL text; no name or email holds a control character anyway.
    .regex(/^\P{Cc}*$/u, 'Search must not contain control characters')
    .default(''),
  sort: z.enum(USER_SORTS, 'Sort must be name, email or joined').optional(),
  order: z.enum(SORT_ORDERS, 'Order must be asc or desc').default('asc'),
  page: z.coerce.number().int().min(1).max(PG_INTEGER_MAX, tooLarge('Page')).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_LIMIT_MAX).default(ADMIN_PAGE_SIZE),
});
export type GetUsersRequest = z.input<typeof GetUsersRequestSchema>;
export type GetUsersQuery = z.output<typeof GetUsersRequestSchema>;

/** The spec's client/freelancer row, `joined` as an ISO timestamp. */
export const AdminUserRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  joined: z.iso.datetime(),
  active: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const GetUsersResponseSchema = pageOf(AdminUserRowSchema);
export type GetUsersResponse = z.infer<typeof GetUsersResponseSchema>;

const userChangeResponse = z.object({ data: AdminUserRowSchema, message: z.string() });
export type UserChangeResponse = z.infer<typeof userChangeResponse>;
export const BlockUserResponseSchema = userChangeResponse;
export const UnblockUserResponseSchema = userChangeResponse;

/** GET /api/admin/users/:id: what an admin weighs before blocking (issue 12), newest first, capped. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserRowSchema.extend({ role: z.enum(SIGNUP_ROLES) }),
  /** Why the user is blocked, by whom and since when (null while active; reason null for blocks before ADR 030). */
  block: z
    .object({ reason: z.string().nullable(), at: z.string().nullable(), byName: z.string().nullable() })
    .nullable(),
  jobs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.string(),
      isListed: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  proposals: z.array(
    z.object({
      id: z.uuid(),
      jobId: z.uuid(),
      jobTitle: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() })),
  history: z.array(
    z.object({
      action: z.string(),
      actorName: z.string().nullable(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const GetUserResponseSchema = z.object({ data: AdminUserDetailSchema });
export const ADMIN_USER_DETAIL_LIMIT = 20;
