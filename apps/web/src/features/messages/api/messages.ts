import type { GetMessagesResponse, SendMessageResponse } from '@skillora/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET …/messages?before=|since= — one page, newest first. */
export function fetchMessages(
  base: string,
  id: string,
  cursor: { before?: string; since?: string },
  limit = 30,
) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor.before) params.set('before', cursor.before);
  if (cursor.since) params.set('since', cursor.since);
  return apiRequest<GetMessagesResponse>(`${base}/${id}/messages?${params}`, {
    fallbackError: 'Failed to load messages',
  });
}

/** POST /api/conversations/:id/messages: JSON for text alone, multipart with files. */
export async function sendMessage(id: string, text: string, files: File[] = []) {
  if (files.length === 0)
    return apiRequest<SendMessageResponse>(`/api/conversations/${id}/messages`, {
      method: 'POST',
      body: { text },
      fallbackError: 'Failed to send the message',
    });
  const form = new FormData();
  form.set('text', text);
  for (const file of files) form.append('files', file);
  let response: Response;
  try {
    response = await fetch(`/api/conversations/${id}/messages`, {
      method: 'POST',
      credentials: 'include',
      body: form,
    });
  } catch {
    throw new ApiError('Failed to send the message', 0, false);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : null;
    throw new ApiError(error ?? 'Failed to send the message', response.status, Boolean(error));
  }
  return data as SendMessageResponse;
}
