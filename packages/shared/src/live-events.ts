/**
 * The live (Server-Sent Events) stream's events, each named once with its payload (ADR 026): the
 * API's live module publishes them, the web subscribes to them. They are wake-ups, not data: a page
 * re-reads what an event says changed (ADR 013).
 */

/** Where the signed-in user's tab listens. */
export const LIVE_STREAM_PATH = '/api/events/stream';

/** Why a session ended, as the tab it signs out is told. */
export type SessionEndReason =
  | 'logout'
  | 'password-changed'
  | 'blocked'
  | 'revoked'
  | 'deleted'
  | 'signed-out';

export type LiveEvents = {
  /** First on every connection and reconnection: from now on this tab hears every wake-up. */
  ready: Record<string, never>;
  /** Wake-ups may have been lost (a transport was down): read everything again. */
  resync: Record<string, never>;
  /** This session is over (logout elsewhere, a block, a password change…); the stream closes. */
  'session.ended': { reason: SessionEndReason };
  /** To a client: a proposal arrived on their job. */
  'proposal.created': { jobId: string; proposalId: string };
  /** To a freelancer: a client invited them to a job. */
  'invitation.created': { jobId: string; invitationId: string };
  /** To a freelancer: an offer arrived. */
  'offer.created': { offerId: string };
  /** To both parties: an offer was accepted, declined or withdrawn. */
  'offer.changed': { offerId: string };
  /** To both parties: a contract started or ended, or one of its milestones moved. */
  'contract.changed': { contractId: string };
  /** To the recipient: a notification was stored. */
  'notification.created': { id: string };
  /** To both parties: a message was sent in their conversation. */
  'message.created': { conversationId: string; messageId: string; senderId: string };
  /** To both parties: an admin hid a message of their conversation (its text and files are gone for them). */
  'message.hidden': { conversationId: string; messageId: string; at: string };
  /** To both parties: one of them received (`delivered`) or read it up to `upTo` (a message's time). */
  'conversation.read': { conversationId: string; readerId: string; kind: 'read' | 'delivered'; upTo: string };
};

export type LiveEventType = keyof LiveEvents;

/** One event of the stream: its name and its payload. */
export type LiveEvent = { [T in LiveEventType]: { type: T; data: LiveEvents[T] } }[LiveEventType];
