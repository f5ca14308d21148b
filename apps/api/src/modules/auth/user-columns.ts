import { users } from './schema';

/** Who a user is, as every answer about them shows it: never the password hash. */
export const userBasics = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
};

/** A user as the admin's lists show one. */
export const userListColumns = { ...userBasics, createdAt: users.createdAt };
