import { registerRepositories } from '../../outbox';
import { createAdminUserDetailRepository } from './admin-user-detail.repository';
import { createAdminUsersRepository } from './admin-users.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    adminUsers: ReturnType<typeof createAdminUsersRepository>;
    adminUserDetail: ReturnType<typeof createAdminUserDetailRepository>;
  }
}

registerRepositories({
  adminUsers: createAdminUsersRepository,
  adminUserDetail: createAdminUserDetailRepository,
});
