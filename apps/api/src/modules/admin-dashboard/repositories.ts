import { registerRepositories } from '../../outbox';
import { createAdminDashboardRepository } from './admin-dashboard.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    adminDashboard: ReturnType<typeof createAdminDashboardRepository>;
  }
}

registerRepositories({ adminDashboard: createAdminDashboardRepository });
