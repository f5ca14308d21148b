import type { AdminUserRow } from '@skillora/shared';

type Row = { id: string; name: string; email: string; status: string; createdAt: Date };

export const toAdminUserRow = (row: Row): AdminUserRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joined: row.createdAt.toISOString(),
  active: row.status === 'active',
});
