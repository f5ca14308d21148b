/**
 * Which API test files run on both engines when both are there (ADR 005). A file runs on both when its
 * subject is something PGlite and PostgreSQL could do differently: money (postings and their
 * invariants), migrations and seeds, crash recovery and restarts, locking and races, the SQL of search
 * and paging, and the driver errors hostile input meets. Every other file — HTTP behaviour,
 * validation, authorization, mail, limits, plain reads and writes — runs once: on PostgreSQL when
 * TEST_DATABASE_URL is set (the faster of the two here), else on PGlite. `npm run test:full` runs
 * every file on both. Paths are relative to apps/api.
 */
export const BOTH_ENGINES = [
  // Money; offers' rounds too (offer-rounds.test.ts: a round's move under its row lock, its expiry
  // timers swept on the clock, the partial unique indexes of pending rounds; issue 32).
  'src/modules/contracts/**/*.test.ts',
  'src/modules/disputes/**/*.test.ts',
  // Reviews: the reveal's lock and its timer, and the reputation's SQL across modules.
  'src/modules/reviews/**/*.test.ts',
  'src/modules/money/**/*.test.ts',
  // Documents: numbers taken under the series row's lock, in the money move's transaction (issue 28).
  'src/modules/documents/**/*.test.ts',
  'src/modules/admin-dashboard/**/*.test.ts',
  'src/modules/account/account-deletion.test.ts',
  // Migrations, seeds, crash recovery, the outbox's leases and retries.
  'src/db/**/*.test.ts',
  'bench/**/*.test.ts',
  'src/server.test.ts',
  'test/faults.test.ts',
  'test/outbox.test.ts',
  // Test databases put back as the template was, between files (rows deleted past the ledger's triggers, sequences set back).
  'test/reused-databases.test.ts',
  // Races.
  'src/modules/auth/signup.test.ts',
  'src/modules/auth/signup-outbox.test.ts',
  'src/modules/auth/signup-resend.test.ts',
  'src/modules/proposals/submit-proposal.test.ts',
  // Attachments: a file is claimed by one conditional UPDATE, which decides 'attached once' (issue 32).
  'src/modules/files/attachments-on-deals.test.ts',
  // Reports: the hourly limit, the one open report under concurrent files, the automatic suspension (issue 30).
  'src/modules/moderation/reports.test.ts',
  'src/modules/moderation/report-queue.test.ts',
  'src/modules/moderation/suspension.test.ts',
  // The SQL of search, reads in one statement, and cursor paging.
  'src/modules/jobs/job-search.test.ts',
  'src/modules/jobs/skill-rename.test.ts',
  'src/modules/jobs/public-jobs.test.ts',
  'src/modules/jobs/client-jobs.test.ts',
  'src/modules/jobs/client-jobs-changes.test.ts',
  'src/modules/jobs/client-rating-filter.test.ts',
  'src/modules/talent/talent-search.test.ts',
  // Matching's candidates: array overlaps, OR text queries and ranks over talent and jobs (ADR 036).
  'src/modules/jobs/job-candidates.test.ts',
  'src/modules/matching/matching.test.ts',
  'src/modules/matching/assistant.test.ts',
  // The suggestions' bounded candidate lists: array containment, ts_rank and LIMITs per list (ADR 043).
  'src/modules/talent/talent-candidates.test.ts',
  // Migrations 0019 and 0020 through the search triggers, and PostgreSQL's regular expressions.
  'src/modules/talent/current-countries.test.ts',
  'test/direction-controls.test.ts',
  'src/modules/talent/talent-reputation.test.ts',
  'src/modules/admin-users/admin-users-search.test.ts',
  'src/modules/messages/messages.test.ts',
  'src/modules/messages/conversations.test.ts',
  // Hidden messages read back through raw rows (timestamps and booleans differ by driver).
  'src/modules/messages/hide-message.test.ts',
  // Sign-in security (issue 30): codes spent under a row lock, single-use tokens and recovery codes.
  'src/modules/two-factor/**/*.test.ts',
  'src/modules/identities/oidc-two-step.test.ts',
  'src/modules/auth/new-device.test.ts',
  // Driver errors on every endpoint.
  'test/hostile-input.test.ts',
];
