import { UuidParamsSchema } from '../schemas/common';
import {
  GetConversationResponseSchema,
  GetConversationsRequestSchema,
  GetConversationsResponseSchema,
  GetFlaggedMessagesRequestSchema,
  GetFlaggedMessagesResponseSchema,
  GetMessagesRequestSchema,
  GetMessagesResponseSchema,
  GetUnreadCountResponseSchema,
  HideMessageResponseSchema,
  OpenConversationRequestSchema,
  OpenConversationResponseSchema,
  ReadConversationResponseSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
} from '../schemas/messages';
import { HideMessageRequestSchema } from '../schemas/moderation';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/** A client's or a freelancer's own conversations. */
export const conversationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/conversations',
    query: GetConversationsRequestSchema,
    response: GetConversationsResponseSchema,
  }),
  open: endpoint({
    method: 'POST',
    path: '/api/conversations',
    status: 201,
    body: OpenConversationRequestSchema,
    response: OpenConversationResponseSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/conversations/unread-count',
    response: GetUnreadCountResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    params,
    response: GetConversationResponseSchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    params,
    query: GetMessagesRequestSchema,
    response: GetMessagesResponseSchema,
  }),
  /** JSON `{ text }`, or multipart with `text` and `files`. */
  send: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    status: 201,
    params,
    multipart: true,
    body: SendMessageRequestSchema,
    response: SendMessageResponseSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/conversations/:id/read',
    params,
    response: ReadConversationResponseSchema,
  }),
};

/** The admins' side: flagged messages, any conversation (read only), and hiding a message. */
export const adminMessagesEndpoints = {
  flagged: endpoint({
    method: 'GET',
    path: '/api/admin/messages/flagged',
    query: GetFlaggedMessagesRequestSchema,
    response: GetFlaggedMessagesResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/:id',
    params,
    response: GetConversationResponseSchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/:id/messages',
    params,
    query: GetMessagesRequestSchema,
    response: GetMessagesResponseSchema,
  }),
  ofContract: endpoint({
    method: 'GET',
    path: '/api/admin/contracts/:id/conversation',
    params,
    response: GetConversationResponseSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/admin/messages/:id/hide',
    params,
    body: HideMessageRequestSchema,
    response: HideMessageResponseSchema,
  }),
};
