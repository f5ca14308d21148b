import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createAttachmentLinks } from './attachment-links';
import { createFileStore } from './file-store';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  files: createFileStore,
  attachmentLinks: createAttachmentLinks,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
