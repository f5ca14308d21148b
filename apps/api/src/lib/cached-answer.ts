import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createShortCache } from './short-cache';

export type ContentCoding = 'br' | 'gzip';

/** A serialized JSON answer with its validator; compressed forms are made once, when first asked. */
export type Answer = {
  body: string;
  /** The body as bytes, encoded once: a string would be encoded again for every response. */
  bytes: Buffer;
  /** Weak: the same content in any content-coding (RFC 9110 §8.8.1). */
  etag: string;
  encoded: (coding: ContentCoding) => Buffer;
};

function toAnswer(body: string): Answer {
  const encodings = new Map<ContentCoding, Buffer>();
  return {
    body,
    bytes: Buffer.from(body),
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (coding) => {
      let buffer = encodings.get(coding);
      if (!buffer) {
        // Quality 5: most of brotli's gain for a few milliseconds once (11 takes hundreds).
        buffer =
          coding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(body);
        encodings.set(coding, buffer);
      }
      return buffer;
    },
  };
}

/**
 * An answer that is the same for everyone and changes rarely, kept in memory: built by `load` at most
 * once per `ttlMs`, and again at once after invalidate(). A change made through this instance is seen
 * by its next request; the TTL bounds how stale another instance's copy can be. The keeping is
 * lib/short-cache.ts's with one key (shared loads, a failed load not kept, nothing read before a
 * change served after it); this adds the serialized forms.
 */
export function createCachedAnswer(
  load: () => Promise<unknown>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
) {
  // Bumped by invalidate(): what a load read before a change is not served after it.
  let generation = 0;
  // The last answer built since the latest change: when a reload reads the same content, its ETag
  // and compressed forms are kept rather than made again.
  let last: Answer | null = null;
  const cache = createShortCache<Answer>({
    ttlMs,
    maxEntries: 1,
    clock: { now: () => new Date(now()) },
    generation: () => generation,
  });

  const build = async (): Promise<Answer> => {
    const startedIn = generation;
    const body = JSON.stringify(await load());
    const answer = last?.body === body ? last : toAnswer(body);
    if (startedIn === generation) last = answer;
    return answer;
  };

  return {
    get: (): Promise<Answer> => cache.get('', build),
    invalidate(): void {
      generation += 1;
    },
  };
}

export type CachedAnswer = ReturnType<typeof createCachedAnswer>;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

/** The content-coding to send from Accept-Encoding: brotli, else gzip, else none (q=0 refuses one). */
export function pickContentCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
