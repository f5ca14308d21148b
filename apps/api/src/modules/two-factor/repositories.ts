import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createPasskeysRepository } from './passkeys.repository';
import { createTwoFactorRepository } from './two-factor.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  twoFactor: createTwoFactorRepository,
  passkeys: createPasskeysRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
