export * from './audit-log';
export * from './catalog';
export * from './email-codes';
export * from './jobs';
export * from './proposals';
export * from './saved-jobs';
export * from './sessions';
export * from './users';
