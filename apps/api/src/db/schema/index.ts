// Every table, for drizzle-kit and the migrations. Each module owns its tables in its schema.ts
// (ADR 026); the platform's own (the outbox, the audit log, the idempotency keys) live here. Module
// code never imports this file: it reads its own schema.ts, and other modules' data through their
// services.
export * from '../../modules/account/schema';
export * from '../../modules/auth/schema';
export * from '../../modules/catalog/schema';
export * from '../../modules/contracts/schema';
export * from '../../modules/disputes/schema';
export * from '../../modules/documents/schema';
export * from '../../modules/feedback/schema';
export * from '../../modules/files/schema';
export * from '../../modules/identities/schema';
export * from '../../modules/jobs/schema';
export * from '../../modules/matching/schema';
export * from '../../modules/messages/schema';
export * from '../../modules/moderation/schema';
export * from '../../modules/money/schema';
export * from '../../modules/notifications/schema';
export * from '../../modules/profiles/schema';
export * from '../../modules/proposals/schema';
export * from '../../modules/reviews/schema';
export * from '../../modules/talent/schema';
export * from '../../modules/two-factor/schema';
export * from './audit-log';
export * from './events';
export * from './idempotency-keys';
