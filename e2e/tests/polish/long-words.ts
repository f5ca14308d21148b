import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { type Account, createAccount } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';

/*
 * One set of data whose every user-written field is a long unbroken word (issue 31): the words a
 * browser cannot break at a space, as a pasted link, a hash or a keyboard mash gives them.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Letters only (a search reads it as one word), unique to this run so searches find only ours. */
const RUN = Array.from(
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  (c) => LETTERS[Number.parseInt(c, 36) % 26],
).join('');

/** A word of `length` letters without a space or a hyphen: `stem`, this run's tag, then the alphabet over and over. */
export function longWord(stem: string, length = 300): string {
  const start = `${stem}${RUN}`;
  return (start + LETTERS.repeat(Math.ceil(length / LETTERS.length))).slice(0, length);
}

/** A file name of 240 characters, as the issue reported it. */
export const LONG_FILE_NAME = `${longWord('Attachment', 236)}.pdf`;
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The words, by field; pages wait for one of them before they are measured. */
export const WORDS = {
  clientName: longWord('Clientname', 100),
  freelancerName: longWord('Freelancername', 100),
  profileTitle: longWord('Profiletitle', 100),
  overview: longWord('Profileoverview'),
  employer: longWord('Employer', 100),
  portfolioTitle: longWord('Portfoliotitle', 100),
  portfolioDescription: longWord('Portfoliodescription'),
  jobTitle: longWord('Jobtitle', 120),
  jobDescription: longWord('Jobdescription'),
  coverLetter: longWord('Coverletter'),
  contractTitle: longWord('Contracttitle', 120),
  contractDescription: longWord('Contractdescription'),
  milestoneTitle: longWord('Milestonetitle', 120),
  submission: longWord('Submissionmessage'),
  reviewOfFreelancer: longWord('Reviewoffreelancer'),
  reviewOfClient: longWord('Reviewofclient'),
  reply: longWord('Reviewreply'),
  message: longWord('Messagebody'),
  claim: longWord('Disputeclaim'),
  answer: longWord('Disputeanswer'),
} as const;

/** An account and the cookies of its session, to sign a test's page in without a login call. */
type Signed = Account & { cookies: Awaited<ReturnType<BrowserContext['cookies']>> };

export type LongWordsWorld = {
  client: Signed;
  freelancer: Signed;
  /** Open, with the freelancer's proposal: the public job page, Find Work, the client's job page. */
  openJobId: string;
  /** Ended after its milestone was released; both reviewed the other, and there is a reply. */
  reviewed: { jobId: string; contractId: string; conversationId: string };
  /** Its funded milestone is disputed, with a statement from each side and a file. */
  disputed: { jobId: string; contractId: string; disputeId: string };
};

/** Answers `data` of a call made with a context's session, after checking its status. */
async function call<T = { id: string }>(
  request: APIRequestContext,
  path: string,
  status: number,
  body?: { data?: unknown; multipart?: Record<string, unknown> },
): Promise<T> {
  const res = await request.post(path, body as Parameters<APIRequestContext['post']>[1]);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

type ContractData = { id: string; milestones: Array<{ id: string }> };

/** A job with long words, the freelancer's proposal, and the contract from its accepted offer, funded. */
async function fundedContract(client: APIRequestContext, freelancer: APIRequestContext, account: Account) {
  const jobId = await postJobThroughApi(client, account, {
    title: WORDS.jobTitle,
    description: WORDS.jobDescription,
  });
  const proposal = await call(freelancer, `/api/freelancer/jobs/${jobId}/proposals`, 201, {
    data: { coverLetter: WORDS.coverLetter, bidCents: 50_000, duration: '1_to_3_months' },
  });
  const offer = await call(client, `/api/client/proposals/${proposal.id}/offer`, 201, {
    data: {
      title: WORDS.contractTitle,
      description: WORDS.contractDescription,
      milestones: [{ title: WORDS.milestoneTitle, amountCents: 50_000 }],
    },
  });
  const contract = await call<ContractData>(freelancer, `/api/freelancer/offers/${offer.id}/accept`, 201);
  const milestone = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
  await call(client, `${milestone}/fund`, 200, { data: { paymentMethod: 'pm_card_visa' } });
  return { jobId, contractId: contract.id, milestone };
}

/**
 * Builds the world through the API: a client and a freelancer with long names, the freelancer's
 * profile and portfolio item, an open job with a proposal, a reviewed contract with a conversation
 * (a message and a 240-character file name), and a disputed one.
 */
export async function buildLongWordsWorld(browser: Browser): Promise<LongWordsWorld> {
  const clientContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  try {
    const c = clientContext.request;
    const f = freelancerContext.request;
    const client = await createAccount(c, 'client', WORDS.clientName);
    const freelancer = await createAccount(f, 'freelancer', WORDS.freelancerName, { withProfile: false });

    const skills = (await (await f.get('/api/skills')).json()) as { data: { _id: string }[] };
    const saved = await f.put('/api/freelancer/profile', {
      data: {
        title: WORDS.profileTitle,
        overview: WORDS.overview,
        skillIds: [skills.data[0]!._id],
        primaryCategoryId: null,
        hourlyRateCents: 5000,
        country: 'GB',
        timeZone: 'Europe/London',
        languages: [{ name: 'English', level: 'native' }],
        employment: [
          {
            company: WORDS.employer,
            title: WORDS.employer,
            description: WORDS.overview,
            fromYear: 2018,
            toYear: null,
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await call(f, '/api/freelancer/portfolio', 201, {
      data: { title: WORDS.portfolioTitle, description: WORDS.portfolioDescription },
    });

    // The open job and its proposal.
    const openJobId = await postJobThroughApi(c, client, {
      title: WORDS.jobTitle,
      description: WORDS.jobDescription,
    });
    await call(f, `/api/freelancer/jobs/${openJobId}/proposals`, 201, {
      data: { coverLetter: WORDS.coverLetter, bidCents: 50_000, duration: '1_to_3_months' },
    });

    // Worked, released, ended and reviewed both ways, with a reply.
    const first = await fundedContract(c, f, client);
    await call(f, `${first.milestone}/submit`, 200, { data: { message: WORDS.submission } });
    await call(c, `${first.milestone}/approve`, 200);
    await call(c, `/api/contracts/${first.contractId}/end`, 200);
    const ofFreelancer = await call(c, `/api/contracts/${first.contractId}/reviews`, 201, {
      data: {
        ratings: { quality: 5, communication: 5, deadlines: 4, expertise: 5 },
        overall: 5,
        comment: WORDS.reviewOfFreelancer,
        wouldWorkAgain: true,
      },
    });
    await call(f, `/api/contracts/${first.contractId}/reviews`, 201, {
      data: {
        ratings: { clarity: 5, communication: 5, paymentPromptness: 5 },
        overall: 5,
        comment: WORDS.reviewOfClient,
        wouldWorkAgain: true,
      },
    });
    await call(f, `/api/reviews/${ofFreelancer.id}/reply`, 200, { data: { reply: WORDS.reply } });
    const opened = await c.post('/api/conversations', {
      data: { jobId: first.jobId, freelancerId: freelancer.id },
    });
    expect([200, 201], await opened.text()).toContain(opened.status());
    const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
    await call(c, `/api/conversations/${conversationId}/messages`, 201, {
      multipart: {
        text: WORDS.message,
        files: { name: LONG_FILE_NAME, mimeType: 'application/pdf', buffer: PDF },
      },
    });
    await call(f, `/api/conversations/${conversationId}/messages`, 201, { data: { text: WORDS.message } });

    // Disputed, with both statements and a file.
    const second = await fundedContract(c, f, client);
    const dispute = await call(c, `${second.milestone}/disputes`, 201, {
      data: { reason: 'not_delivered', request: 'refund', statement: WORDS.claim },
    });
    await call(f, `/api/disputes/${dispute.id}/responses`, 200, { data: { statement: WORDS.answer } });
    await call(f, `/api/disputes/${dispute.id}/files`, 201, {
      multipart: { files: { name: LONG_FILE_NAME, mimeType: 'application/pdf', buffer: PDF } },
    });

    return {
      client: { ...client, cookies: await clientContext.cookies() },
      freelancer: { ...freelancer, cookies: await freelancerContext.cookies() },
      openJobId,
      reviewed: { jobId: first.jobId, contractId: first.contractId, conversationId },
      disputed: { jobId: second.jobId, contractId: second.contractId, disputeId: dispute.id },
    };
  } finally {
    await clientContext.close();
    await freelancerContext.close();
  }
}
