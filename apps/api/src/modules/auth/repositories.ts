import { registerRepositories } from '../../outbox';
import { createAuthRepository } from './auth.repository';
import { createSessionsRepository } from './sessions.repository';
import { createUserListRepository } from './user-list.repository';
import { createUsersRepository } from './users.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    authCodes: ReturnType<typeof createAuthRepository>;
    sessions: ReturnType<typeof createSessionsRepository>;
    users: ReturnType<typeof createUsersRepository>;
    userList: ReturnType<typeof createUserListRepository>;
  }
}

registerRepositories({
  authCodes: createAuthRepository,
  sessions: createSessionsRepository,
  users: createUsersRepository,
  userList: createUserListRepository,
});
