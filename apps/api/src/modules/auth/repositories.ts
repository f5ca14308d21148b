import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createAuthRepository } from './auth.repository';
import { createDevicesRepository } from './devices.repository';
import { createSessionsRepository } from './sessions.repository';
import { createUserListRepository } from './user-list.repository';
import { createUsersRepository } from './users.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  authCodes: createAuthRepository,
  devices: createDevicesRepository,
  sessions: createSessionsRepository,
  users: createUsersRepository,
  userList: createUserListRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
