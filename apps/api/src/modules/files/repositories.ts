import { registerRepositories } from '../../outbox';
import { createFileStore } from './file-store';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    files: ReturnType<typeof createFileStore>;
  }
}

registerRepositories({ files: createFileStore });
