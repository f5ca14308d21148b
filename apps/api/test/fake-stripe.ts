import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Answer,
  AUTHENTICATION_FAILED,
  CARDS,
  OFF_SESSION_AUTHENTICATION,
  SETUP,
} from './fake-stripe-cards';

/**
 * A stand-in for Stripe's remote API (ADR 024): a real HTTP server on 127.0.0.1 that speaks the
 * subset the Stripe adapter uses — form-encoded POST /v1/payment_intents (one-off, or a customer's
 * saved card off-session), /v1/customers, /v1/setup_intents, /v1/refunds and /v1/transfers (and
 * their reversals) with a Bearer key and Stripe's Idempotency-Key semantics (a replay answers the
 * first answer; the same key with other parameters is a 400 idempotency_error) — and Stripe's
 * test payment methods with Stripe's decline answers. It is the remote service only: the real
 * `stripe` client and the real adapter talk to it over HTTP.
 */
export type FakeStripe = {
  url: string;
  /** Every request as received: path, form parameters, idempotency key. */
  requests: { path: string; params: Record<string, string>; idempotencyKey: string | undefined }[];
  /** What the account holder does on Stripe's hosted onboarding: the account may now be paid out to. */
  finishOnboarding: (accountId: string) => void;
  /** What the cardholder does in Stripe.js's 3-D Secure challenge. */
  authenticate: (intentId: string, ok: boolean) => void;
  /**
   * A card saved to a customer after the cardholder authenticated its setup in the browser (not
   * something our server does): its id, to charge off-session.
   */
  attach: (customerId: string, card: string) => string;
  close: () => Promise<void>;
};

/** What Stripe asks of a new Express account before it pays out. */
const NEW_ACCOUNT_REQUIREMENTS = ['individual.first_name', 'individual.last_name', 'external_account'];

export { AUTHENTICATION_FAILED, OFF_SESSION_AUTHENTICATION } from './fake-stripe-cards';

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
  type Intent = {
    amount: number;
    refunded: number;
    currency: string;
    status: string;
    transferGroup?: string | undefined;
    metadata: Record<string, string>;
    error?: string;
  };
  const intents = new Map<string, Intent>();
  const accounts = new Map<string, { enabled: boolean; metadata: Record<string, string> }>();
  const transfers = new Map<string, { amount: number; reversed: number }>();
  const customers = new Set<string>();
  /** Saved payment methods: Stripe gives an attached card its own id; which test card, whose. */
  const saved = new Map<string, { card: string; customer: string }>();
  const metadataOf = (p: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(p).flatMap(([k, v]) => {
        const m = /^metadata\[(.+)\]$/.exec(k);
        return m ? [[m[1]!, v]] : [];
      }),
    );
  const intentBody = (intentId: string, i: Intent) => ({
    id: intentId,
    object: 'payment_intent',
    amount: i.amount,
    amount_received: i.status === 'succeeded' ? i.amount : 0,
    currency: i.currency,
    status: i.status,
    capture_method: 'automatic',
    client_secret: `${intentId}_secret_${intentId.slice(3, 11)}`,
    next_action: i.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    last_payment_error: i.error ? { type: 'card_error', message: i.error } : null,
    transfer_group: i.transferGroup,
    metadata: i.metadata,
  });
  const accountBody = (accountId: string) => {
    const a = accounts.get(accountId)!;
    return {
      id: accountId,
      object: 'account',
      type: 'express',
      details_submitted: a.enabled,
      payouts_enabled: a.enabled,
      charges_enabled: a.enabled,
      requirements: { currently_due: a.enabled ? [] : NEW_ACCOUNT_REQUIREMENTS, past_due: [] },
      metadata: a.metadata,
    };
  };

  function read(method: string, path: string): Answer | null {
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const i = intents.get(intent[1]!);
      return i
        ? { status: 200, body: intentBody(intent[1]!, i) }
        : invalid(`No such payment_intent: '${intent[1]}'`, 404);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const i = intents.get(cancel[1]!);
      if (!i) return invalid(`No such payment_intent: '${cancel[1]}'`, 404);
      if (i.status === 'succeeded')
        return invalid('You cannot cancel this PaymentIntent because it has a status of succeeded.');
      i.status = 'canceled';
      return { status: 200, body: intentBody(cancel[1]!, i) };
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) {
      return accounts.has(account[1]!)
        ? { status: 200, body: accountBody(account[1]!) }
        : invalid(`No such account: '${account[1]}'`, 404);
    }
    return null;
  }

  function handle(path: string, p: Record<string, string>): Answer {
    const amount = Number(p.amount);
    if (path === '/v1/accounts') {
      if (p.type !== 'express') return invalid('This stand-in only knows Express accounts');
      const accountId = id('acct');
      accounts.set(accountId, { enabled: false, metadata: metadataOf(p) });
      return { status: 200, body: accountBody(accountId) };
    }
    if (path === '/v1/account_links') {
      if (!accounts.has(p.account ?? '')) return invalid(`No such account: '${p.account}'`, 404);
      if (!p.return_url || !p.refresh_url || p.type !== 'account_onboarding')
        return invalid('Missing required param: return_url, refresh_url or type.');
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${p.account}/${randomBytes(6).toString('hex')}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (path === '/v1/customers') {
      const customerId = id('cus');
      customers.add(customerId);
      return { status: 200, body: { id: customerId, object: 'customer', metadata: metadataOf(p) } };
    }
    if (path === '/v1/setup_intents') {
      if (!customers.has(p.customer ?? '')) return invalid(`No such customer: '${p.customer}'`, 404);
      if (p.confirm !== 'true' || p.usage !== 'off_session')
        return invalid('This stand-in only knows confirmed SetupIntents for off-session use');
      const setup = SETUP[p.payment_method ?? ''];
      if (!setup) return invalid(`No such PaymentMethod: '${p.payment_method}'`, 400);
      if (setup !== 'ok' && setup !== 'authenticate') return setup;
      const methodId = id('pm');
      saved.set(methodId, { card: p.payment_method!, customer: p.customer! });
      const setupId = id('seti');
      return {
        status: 200,
        body: {
          id: setupId,
          object: 'setup_intent',
          customer: p.customer,
          usage: 'off_session',
          status: setup === 'ok' ? 'succeeded' : 'requires_action',
          payment_method: methodId,
          client_secret: `${setupId}_secret_${setupId.slice(5, 13)}`,
          next_action: setup === 'ok' ? null : { type: 'use_stripe_sdk', use_stripe_sdk: {} },
          last_setup_error: null,
          metadata: metadataOf(p),
        },
      };
    }
    if (path === '/v1/payment_intents') {
      if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least 50 cents');
      if (p.confirm !== 'true' || p.capture_method !== 'automatic')
        return invalid('This stand-in only knows confirmed, automatically captured intents');
      const owned = p.customer ? saved.get(p.payment_method ?? '') : undefined;
      if (p.customer && owned?.customer !== p.customer)
        return invalid(
          `The provided PaymentMethod ${p.payment_method} does not belong to the Customer ${p.customer}`,
        );
      if (p.off_session === 'true' && !owned)
        return invalid('off_session can only be used with a saved PaymentMethod of a customer');
      const card = CARDS[owned?.card ?? p.payment_method ?? ''];
      if (!card) return invalid(`No such PaymentMethod: '${p.payment_method}'`, 400);
      // Off-session nobody can answer a challenge: Stripe refuses with authentication_required.
      if (card === 'authenticate' && p.off_session === 'true') return OFF_SESSION_AUTHENTICATION;
      if (card !== 'ok' && card !== 'authenticate') return card;
      const intentId = id('pi');
      const intent: Intent = {
        amount,
        refunded: 0,
        currency: p.currency ?? 'usd',
        status: card === 'ok' ? 'succeeded' : 'requires_action',
        transferGroup: p.transfer_group,
        metadata: metadataOf(p),
      };
      intents.set(intentId, intent);
      return { status: 200, body: intentBody(intentId, intent) };
    }
    if (path === '/v1/refunds') {
      const intent = intents.get(p.payment_intent ?? '');
      if (!intent) return invalid(`No such payment_intent: '${p.payment_intent}'`, 404);
      if (intent.status !== 'succeeded')
        return invalid('This PaymentIntent has no successful charge to refund.');
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
      const transferId = id('tr');
      transfers.set(transferId, { amount, reversed: 0 });
      return {
        status: 200,
        body: {
          id: transferId,
          object: 'transfer',
          amount,
          currency: p.currency,
          destination: p.destination,
        },
      };
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (reversal) {
      const transfer = transfers.get(reversal[1]!);
      if (!transfer) return invalid(`No such transfer: '${reversal[1]}'`, 404);
      if (!Number.isInteger(amount) || amount <= 0 || transfer.reversed + amount > transfer.amount)
        return invalid('Amount requested for reversal exceeds the amount left on the transfer.');
      transfer.reversed += amount;
      return {
        status: 200,
        body: {
          id: id('trr'),
          object: 'transfer_reversal',
          amount,
          transfer: reversal[1],
          metadata: metadataOf(p),
        },
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
    const direct = read(req.method ?? '', path);
    if (direct) return send(direct);
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
    finishOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No such account: ${accountId}`);
      account.enabled = true;
    },
    authenticate(intentId, ok) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action')
        throw new Error(`${intentId} is not waiting for authentication`);
      intent.status = ok ? 'succeeded' : 'requires_payment_method';
      if (!ok) intent.error = AUTHENTICATION_FAILED;
    },
    attach(customerId, card) {
      if (!customers.has(customerId)) throw new Error(`No such customer: ${customerId}`);
      const methodId = id('pm');
      saved.set(methodId, { card, customer: customerId });
      return methodId;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
