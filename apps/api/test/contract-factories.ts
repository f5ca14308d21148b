import type { Contract, CreateOfferRequest, Offer } from '@skillora/shared';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createUser, loginAs } from './factories';
import { type Catalog, postJob, sendProposal } from './job-factories';

export type Party = { id: string; cookie: string };

export async function signIn(app: App, db: Database, role: 'client' | 'freelancer' | 'admin', name?: string) {
  const user = await createUser(db, { role, ...(name ? { name } : {}) });
  return { id: user.id, cookie: (await loginAs(app, user.email)).cookie };
}

export const OFFER: CreateOfferRequest = {
  title: 'Marketing website',
  description: 'Design and build',
  milestones: [
    { title: 'Design', amountCents: 50_000, dueDate: '2026-03-01' },
    { title: 'Build', amountCents: 99_999 },
  ],
};

/** An hourly offer: $40 an hour, at most 2 hours a week, on the sandbox's test card (issue 27). */
export const HOURLY_OFFER: CreateOfferRequest = {
  title: 'Support retainer',
  type: 'hourly',
  hourlyRateCents: 4_000,
  weeklyLimitHours: 2,
  paymentMethod: 'pm_card_visa',
};

type Headers = Record<string, string>;

/** Sends a request as a party and returns status and JSON. */
export async function call(
  app: App,
  party: Party | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(party ? { cookie: party.cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape and assert on them
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A client's job, a freelancer's proposal on it and the client's offer on that proposal. */
export async function makeOffer(app: App, db: Database, catalog: Catalog, offer: CreateOfferRequest = OFFER) {
  const client = await signIn(app, db, 'client', 'Cara Client');
  const freelancer = await signIn(app, db, 'freelancer', 'Fred Freelancer');
  const job = await postJob(app, client.cookie, catalog);
  const proposal = await sendProposal(app, freelancer.cookie, job.id);
  const res = await call(app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, offer);
  if (res.status !== 201) throw new Error(`offer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, freelancer, job, proposal, offer: res.body.data as Offer };
}

/** The same, accepted: a contract between the two. */
export async function makeContract(
  app: App,
  db: Database,
  catalog: Catalog,
  offer: CreateOfferRequest = OFFER,
) {
  const made = await makeOffer(app, db, catalog, offer);
  const res = await call(app, made.freelancer, 'POST', `/api/freelancer/offers/${made.offer.id}/accept`);
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...made, contract: res.body.data as Contract };
}
