import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's remote API (ADR 024): a real HTTP server on 127.0.0.1 that speaks the
 * subset the Stripe adapter uses — form-encoded POST /v1/payment_intents, /v1/refunds and
 * /v1/transfers with a Bearer key and Stripe's Idempotency-Key semantics (a replay answers the
 * first answer; the same key with other parameters is a 400 idempotency_error) — and Stripe's
 * test payment methods with Stripe's decline answers. It is the remote service only: the real
 * `stripe` client and the real adapter talk to it over HTTP.
 */
export type FakeStripe = {
  url: string;
  /** Every request as received: path, form parameters, idempotency key. */
  requests: { path: string; params: Record<string, string>; idempotencyKey: string | undefined }[];
  close: () => Promise<void>;
};

type Answer = { status: number; body: unknown };

const CARDS: Record<string, Answer | 'ok'> = {
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeDeclined: cardError('card_declined', 'generic_decline', 'Your card was declined.'),
  pm_card_insufficientFunds: cardError(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
};

function cardError(code: string, declineCode: string, message: string): Answer {
  return { status: 402, body: { error: { type: 'card_error', code, decline_code: declineCode, message } } };
}

const invalid = (message: string, status = 400, type = 'invalid_request_error'): Answer => ({
  status,
  body: { error: { type, message } },
});

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeStripe({ secretKey }: { secretKey: string }): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const byKey = new Map<string, { fingerprint: string; answer: Answer }>();
  const intents = new Map<string, { amount: number; refunded: number; currency: string }>();

  function handle(path: string, p: Record<string, string>): Answer {
    const amount = Number(p.amount);
    if (path === '/v1/payment_intents') {
      if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least 50 cents');
      if (p.confirm !== 'true' || p.capture_method !== 'automatic')
        return invalid('This stand-in only knows confirmed, automatically captured intents');
      const card = CARDS[p.payment_method ?? ''];
      if (!card) return invalid(`No such PaymentMethod: '${p.payment_method}'`, 400);
      if (card !== 'ok') return card;
      const intentId = id('pi');
      intents.set(intentId, { amount, refunded: 0, currency: p.currency ?? 'usd' });
      return {
        status: 200,
        body: {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: p.currency,
          status: 'succeeded',
          capture_method: 'automatic',
          transfer_group: p.transfer_group,
          metadata: {},
        },
      };
    }
    if (path === '/v1/refunds') {
      const intent = intents.get(p.payment_intent ?? '');
      if (!intent) return invalid(`No such payment_intent: '${p.payment_intent}'`, 404);
      if (!Number.isInteger(amount) || amount <= 0 || intent.refunded + amount > intent.amount)
        return invalid('Refund amount is greater than the unrefunded amount');
      intent.refunded += amount;
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount,
          payment_intent: p.payment_intent,
          status: 'succeeded',
        },
      };
    }
    if (path === '/v1/transfers') {
      if (!p.destination?.startsWith('acct_')) return invalid(`No such destination: '${p.destination}'`);
      return {
        status: 200,
        body: { id: id('tr'), object: 'transfer', amount, currency: p.currency, destination: p.destination },
      };
    }
    return invalid(`Unrecognized request URL (POST: ${path})`, 404);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const send = ({ status, body }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const params = await readForm(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ path, params, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(invalid('Invalid API Key provided', 401));
    if (req.method !== 'POST') return send(invalid('Only POST is spoken here', 405));
    const fingerprint = JSON.stringify([path, params]);
    const seen = key ? byKey.get(key) : undefined;
    if (seen) {
      if (seen.fingerprint !== fingerprint)
        return send(
          invalid(
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            400,
            'idempotency_error',
          ),
        );
      return send(seen.answer);
    }
    const answer = handle(path, params);
    if (key) byKey.set(key, { fingerprint, answer });
    send(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
