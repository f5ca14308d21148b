import { and, desc, eq, gt, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientProfiles,
  contracts,
  emailChanges,
  files,
  freelancerProfiles,
  jobs,
  ledgerAccounts,
  ledgerTransfers,
  milestones,
  notificationMailOptOuts,
  notifications,
  offers,
  payments,
  portfolioItems,
  proposals,
  savedJobs,
  sessions,
  userIdentities,
  users,
} from '../../db/schema';

/** The signed-in user's own account rows (Profile Settings, ADR 019). */
export function createAccountRepository(db: Executor) {
  return {
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Locks the user's row until the transaction ends: two deletions or email switches queue. */
    async lockUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      return row ?? null;
    },

    async isEmailTaken(email: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    async setName(userId: string, name: string) {
      const [row] = await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          status: users.status,
          profilePic: users.profilePic,
        });
      return row ?? null;
    },

    setPassword: async (userId: string, passwordHash: string) => {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    setEmail: async (userId: string, email: string) => {
      await db.update(users).set({ email, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    // --- email change codes -------------------------------------------------------------------

    async findEmailChange(userId: string) {
      const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).limit(1);
      return row ?? null;
    },

    async lockEmailChange(userId: string) {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async saveEmailChange(row: typeof emailChanges.$inferInsert) {
      const values = { ...row, attempts: 0 };
      await db
        .insert(emailChanges)
        .values(values)
        .onConflictDoUpdate({ target: emailChanges.userId, set: values });
    },

    async countWrongTry(userId: string) {
      await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.userId, userId));
    },

    async deleteEmailChange(userId: string) {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    // --- sessions -----------------------------------------------------------------------------

    listSessions: (userId: string) =>
      db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Only the owner's session: another user's id deletes nothing (and reads as not found). */
    async deleteSession(userId: string, sessionId: string) {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return row ?? null;
    },

    // --- deletion -----------------------------------------------------------------------------

    /** The user's contracts, locked, so that no money moves on them while the account is deleted. */
    lockContracts: (userId: string) =>
      db
        .select({ id: contracts.id, status: contracts.status })
        .from(contracts)
        .where(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)))
        .for('update'),

    /** What sits in escrow on the user's contracts, either side (from the ledger, ADR 020). */
    async inEscrowCents(userId: string): Promise<number> {
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .innerJoin(milestones, eq(milestones.id, ledgerAccounts.milestoneId))
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'escrow'),
            or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
          ),
        );
      return Number(row?.held ?? 0);
    },

    /** The user's own wallet money (pending and available), and payouts not yet confirmed. */
    async walletCents(userId: string): Promise<number> {
      const [balances] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, userId),
            inArray(ledgerAccounts.kind, ['freelancer_pending', 'freelancer_available']),
          ),
        );
      const [inFlight] = await db
        .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.kind, 'payout'), eq(payments.status, 'processing')),
        );
      return Number(balances?.total ?? 0) + Number(inFlight?.total ?? 0);
    },

    /** Whether any row the database keeps for money's sake (RESTRICT keys) points at the user. */
    async isTouchedByMoney(userId: string): Promise<boolean> {
      const [row] = await db
        .select({
          touched: sql<boolean>`(
            exists (select 1 from ${offers} where ${offers.clientId} = ${userId} or ${offers.freelancerId} = ${userId})
            or exists (select 1 from ${contracts} where ${contracts.clientId} = ${userId} or ${contracts.freelancerId} = ${userId})
            or exists (select 1 from ${ledgerAccounts} where ${ledgerAccounts.ownerUserId} = ${userId})
            or exists (select 1 from ${payments} where ${payments.userId} = ${userId})
            or exists (select 1 from ${ledgerTransfers} where ${ledgerTransfers.userId} = ${userId})
          )`,
        })
        .from(sql`(select 1) as one`);
      return Boolean(row?.touched);
    },

    /** Offers still waiting on either side end: the client's are withdrawn, the freelancer's declined. */
    async endPendingOffers(userId: string) {
      await db
        .update(offers)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(offers.clientId, userId), eq(offers.status, 'pending')));
      await db
        .update(offers)
        .set({ status: 'declined', updatedAt: sql`now()` })
        .where(and(eq(offers.freelancerId, userId), eq(offers.status, 'pending')));
    },

    /**
     * The user's jobs and proposals: those no offer or contract points at are deleted (their
     * saved-job rows and skills go with them); the rest stay for the other party's records, closed
     * (jobs) or withdrawn (proposals still waiting).
     */
    async retireJobsAndProposals(userId: string) {
      const hasOffer = (jobId: typeof jobs.id) =>
        db.select({ one: sql`1` }).from(offers).where(eq(offers.jobId, jobId));
      const hasContract = (jobId: typeof jobs.id) =>
        db.select({ one: sql`1` }).from(contracts).where(eq(contracts.jobId, jobId));
      await db
        .delete(proposals)
        .where(
          and(
            eq(proposals.freelancerId, userId),
            notExists(db.select({ one: sql`1` }).from(offers).where(eq(offers.proposalId, proposals.id))),
          ),
        );
      await db
        .update(proposals)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(
          and(eq(proposals.freelancerId, userId), inArray(proposals.status, ['submitted', 'shortlisted'])),
        );
      await db
        .delete(jobs)
        .where(and(eq(jobs.clientId, userId), notExists(hasOffer(jobs.id)), notExists(hasContract(jobs.id))));
      await db
        .update(jobs)
        .set({ status: 'closed', updatedAt: sql`now()` })
        .where(and(eq(jobs.clientId, userId), eq(jobs.status, 'open')));
      await db.delete(savedJobs).where(eq(savedJobs.freelancerId, userId));
      // Their notifications and mail choices (a kept row must not keep them either).
      await db.delete(notifications).where(eq(notifications.recipientId, userId));
      await db.delete(notificationMailOptOuts).where(eq(notificationMailOptOuts.userId, userId));
    },

    deleteUser: async (userId: string) => {
      await db.delete(users).where(eq(users.id, userId));
    },

    /**
     * The row stays (money touched it); nothing in it names or reaches the person any more: the
     * profiles, portfolio, photos and linked sign-ins go too (the kept row would otherwise keep them).
     */
    anonymise: async (userId: string, at: Date) => {
      await db.delete(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
      await db.delete(clientProfiles).where(eq(clientProfiles.userId, userId));
      await db.delete(portfolioItems).where(eq(portfolioItems.freelancerId, userId));
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
      await db
        .update(users)
        .set({
          name: 'Deleted user',
          email: `deleted-${userId}@deleted.invalid`,
          // Not an argon2 hash: no password ever verifies against it.
          passwordHash: '!deleted',
          profilePic: null,
          photoFileId: null,
          status: 'blocked',
          deletedAt: at,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await db
        .delete(files)
        .where(and(eq(files.ownerId, userId), inArray(files.kind, ['photo', 'portfolio_image'])));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
