import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

/**
 * A sign-in method from an OpenID Connect provider (issue 17, ADR 017): keyed by the provider's
 * (issuer, subject), never by email. `pictureUrl` is the provider's `picture` claim as last seen.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave at link time (shown in Profile Settings). */
    email: text('email'),
    pictureUrl: text('picture_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** What the provider said about a new user, kept until they choose a role. */
export type OidcPendingSignup = {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  pictureUrl: string | null;
};

/**
 * One sign-in attempt with the provider, server-side: the browser holds only a random token in an
 * httpOnly cookie (its SHA-256 is the key). Single use; short-lived; a 'pending-signup' row carries
 * the verified claims of a new user to the role choice.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    tokenHash: text('token_hash').primaryKey(),
    stage: text('stage', { enum: ['authorize', 'pending-signup'] }).notNull(),
    intent: text('intent', { enum: ['login', 'link'] }).notNull(),
    /** The signed-in user who asked to link (intent 'link'). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The page a link flow returns to (a path of this site). */
    returnTo: text('return_to'),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    pending: jsonb('pending').$type<OidcPendingSignup>(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('oidc_flows_stage_check', sql`${t.stage} in ('authorize', 'pending-signup')`),
    check('oidc_flows_intent_check', sql`${t.intent} in ('login', 'link')`),
    index('oidc_flows_expires_idx').on(t.expiresAt),
  ],
);

export type OidcFlowRow = typeof oidcFlows.$inferSelect;
