/**
 * Secrets never reach the log (ADR 014): passwords, their hashes, one-time codes and their
 * hashes, session tokens and their hashes, login steps' tokens and recovery codes (ADR 031). Three layers, all applied by the logger itself so that
 * no call site has to remember:
 * - known keys are censored wherever they appear (pino `redact`);
 * - errors are serialized without their query parameters (drizzle puts every parameter of a failed
 *   query in `params` and in its message), recursively through `cause`;
 * - every string in an error and every message loses anything shaped like a password hash or a
 *   SHA-256 hex digest (how token and code hashes are stored).
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordHash',
    'otp',
    'code',
    'codeHash',
    'token',
    'tokenHash',
    'accessToken',
    'secret',
    // Two-step verification (ADR 031).
    'loginToken',
    'recoveryCode',
    'recoveryCodes',
  ].map((key) => `*.${key}`),
];

const CENSOR = '[redacted]';
const SECRET_SHAPES = [/\$argon2(?:id|i|d)\$[^\s"',)]*/g, /\b[0-9a-f]{64}\b/gi];
// Drizzle's "Failed query: …\nparams: a,b,c": the parameters are the values the query carried.
const PARAMS_TAIL = /\n?params: [^\n]*/g;
const DROPPED_KEYS = new Set(['params', 'parameters', 'values']);

export function scrubText(text: string): string {
  let out = text.replace(PARAMS_TAIL, `\nparams: ${CENSOR}`);
  for (const shape of SECRET_SHAPES) out = out.replace(shape, CENSOR);
  return out;
}

function serializeError(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { type: err.constructor?.name ?? 'Error', message: err.message };
  for (const [key, value] of Object.entries(err)) out[key] = value;
  if (err.stack) out.stack = err.stack;
  if (err.cause !== undefined) out.cause = err.cause;
  return out;
}

function cleanse(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return cleanse(serializeError(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => cleanse(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = DROPPED_KEYS.has(key) ? CENSOR : cleanse(child, depth + 1);
  }
  return out;
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The `err` serializer: the error and its causes, without parameters or secret-shaped text. */
export function errSerializer(err: unknown): SerializedError {
  // Some call sites log `{ err: message }`: a string, scrubbed the same way.
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const { type, message, stack, ...rest } = cleanse(serializeError(err), 0) as Record<string, unknown>;
  return { ...rest, type: String(type), message: String(message), stack: String(stack ?? '') };
}

/** pino's `hooks.logMethod`: the message strings of every call go through the same scrub. */
export function scrubLogMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
  );
}
