import { IMAGE_UPLOAD_MAX_BYTES } from '@skillora/shared/profiles';

const FETCH_TIMEOUT_MS = 5_000;

/**
 * The photo a sign-in provider names in its `picture` claim (issue 17), read with a deadline and a
 * size cap; null when it cannot be had: the account simply starts without a photo.
 */
export async function fetchProviderPhoto(url: string): Promise<Buffer | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok || !response.body) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > IMAGE_UPLOAD_MAX_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
