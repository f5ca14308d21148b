import type { Repositories } from '../../outbox';
import type { NewUser } from './users.repository';

/**
 * What other modules may read and change of a user's row (auth owns the users table, ADR 026).
 * `repos` is `tx.repos` inside a use case (the change commits with it) or `uow.read` outside.
 */
export const userAccounts = {
  find: (repos: Repositories, id: string) => repos.users.findById(id),
  findByEmail: (repos: Repositories, email: string) => repos.users.findByEmail(email),
  /** Locked until the transaction ends: changes to one user queue. */
  lock: (repos: Repositories, id: string) => repos.users.lock(id),
  isEmailTaken: (repos: Repositories, email: string, exceptUserId: string) =>
    repos.users.isEmailTaken(email, exceptUserId),
  /** Null when the email is taken meanwhile. */
  insert: (repos: Repositories, user: NewUser) => repos.users.insert(user),
  setName: (repos: Repositories, id: string, name: string) => repos.users.setName(id, name),
  setPassword: (repos: Repositories, id: string, passwordHash: string) =>
    repos.users.setPassword(id, passwordHash),
  setEmail: (repos: Repositories, id: string, email: string) => repos.users.setEmail(id, email),
  delete: (repos: Repositories, id: string) => repos.users.delete(id),
  anonymise: async (repos: Repositories, id: string, at: Date) => {
    await repos.devices.forgetAllOf(id);
    await repos.users.anonymise(id, at);
  },
};
