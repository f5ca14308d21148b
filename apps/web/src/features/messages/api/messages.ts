import { conversationsEndpoints } from '@skillora/shared/endpoints/messages';
import { callApi } from '../../../lib/api-client';
import { type ConversationReader, READS } from './conversations';

/** GET …/messages?before=|since= — one page, newest first. */
export function fetchMessages(
  reader: ConversationReader,
  id: string,
  cursor: { before?: string; since?: string },
  limit = 30,
) {
  return callApi(READS[reader].messages, {
    params: { id },
    query: { limit, before: cursor.before, since: cursor.since },
    fallbackError: 'Failed to load messages',
  });
}

/** POST /api/conversations/:id/messages: JSON for text alone, multipart with files. */
export function sendMessage(id: string, text: string, files: File[] = []) {
  const call = { params: { id }, fallbackError: 'Failed to send the message' };
  if (files.length === 0) return callApi(conversationsEndpoints.send, { ...call, body: { text } });
  const form = new FormData();
  form.set('text', text);
  for (const file of files) form.append('files', file);
  return callApi(conversationsEndpoints.send, { ...call, form });
}
