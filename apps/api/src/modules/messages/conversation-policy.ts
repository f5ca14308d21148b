import type { Role } from '@skillora/shared';

type Parties = { clientId: string; freelancerId: string };
export type Viewer = { id: string; role: Role };

/** Only a conversation's two parties read and write it; an admin reads it (disputes), never writes. */
export const canReadConversation = (conversation: Parties, viewer: Viewer) =>
  viewer.role === 'admin' || viewer.id === conversation.clientId || viewer.id === conversation.freelancerId;

export const canWriteConversation = (conversation: Parties, viewer: Viewer) =>
  viewer.role !== 'admin' && (viewer.id === conversation.clientId || viewer.id === conversation.freelancerId);
