/** Every messages query sits under one root: a live `message.created` refreshes lists and counts. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: (q: string) => ['messages', 'list', q] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  unread: ['messages', 'unread'] as const,
};
