import { MESSAGE_FILE_MAX_BYTES } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type ContractWorld, hire, useContractWorld } from '../../../test/contract-world';
import { jobBody, postJob, sendProposal } from '../../../test/job-factories';
import { formData, makeImage } from '../../../test/uploads';

// Issue 32: files on job posts, proposals and submissions, uploaded through POST /api/files and
// attached by id; each readable only by the parties and admins (ADR 040). Runs on both engines: a
// file is claimed by one conditional UPDATE, and that SQL decides "attached once".

let world: ContractWorld;
useContractWorld((w) => {
  world = w;
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(party: Party, purpose: string, name: string, bytes: Buffer) {
  const body = formData([
    { field: 'purpose', value: purpose },
    { field: 'file', filename: name, bytes },
  ]);
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie: party.cookie, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function uploaded(party: Party, purpose: string, name: string, bytes: Buffer = PDF) {
  const res = await upload(party, purpose, name, bytes);
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string; size: number; type: string };
}

const download = (party: Party | null, id: string) =>
  world.ctx.app.inject({
    method: 'GET',
    url: `/api/files/${id}`,
    headers: party ? { cookie: party.cookie } : {},
  });

async function statusOf(party: Party | null, id: string) {
  return (await download(party, id)).statusCode;
}

describe('attachments on jobs, proposals and submissions', () => {
  it("a job's files: its client, signed-in freelancers and admins; not visitors or other clients", async () => {
    const client = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    const brief = await uploaded(client, 'job', 'brief.pdf');
    expect(brief).toEqual({ id: brief.id, name: 'brief.pdf', size: PDF.length, type: 'application/pdf' });
    const job = await postJob(world.ctx.app, client.cookie, world.catalog, { attachments: [brief.id] });
    expect(job.attachments).toEqual([brief]);

    const freelancer = await signIn(world.ctx.app, world.ctx.db.db, 'freelancer');
    const seen = await call(world.ctx.app, freelancer, 'GET', `/api/jobs/${job.id}`);
    expect(seen.body.data.attachments).toEqual([brief]);
    const file = await download(freelancer, brief.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, no-cache');

    expect(await statusOf(client, brief.id)).toBe(200);
    expect(await statusOf(world.admin, brief.id)).toBe(200);
    const otherClient = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    expect(await statusOf(otherClient, brief.id)).toBe(404);
    expect(await statusOf(null, brief.id)).toBe(404);
    expect((await call(world.ctx.app, null, 'GET', `/api/jobs/${job.id}`)).body.data.attachments).toEqual([]);
    expect(
      (await call(world.ctx.app, otherClient, 'GET', `/api/jobs/${job.id}`)).body.data.attachments,
    ).toEqual([]);

    // An edit's list replaces the files: one left out is deleted.
    const edited = await call(world.ctx.app, client, 'PUT', `/api/client/jobs/${job.id}`, {
      ...jobFields(job),
      attachments: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attachments).toEqual([]);
    expect(await statusOf(client, brief.id)).toBe(404);
  });

  it("a proposal's files: its freelancer, the job's client and admins; not another freelancer", async () => {
    const client = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    const job = await postJob(world.ctx.app, client.cookie, world.catalog);
    const freelancer = await signIn(world.ctx.app, world.ctx.db.db, 'freelancer');
    const png = await makeImage('png', { width: 40, height: 30 });
    const sample = await uploaded(freelancer, 'proposal', 'sample.png', png);
    expect(sample.type).toBe('image/png');
    const proposal = await sendProposal(world.ctx.app, freelancer.cookie, job.id, {
      attachments: [sample.id],
    });
    expect(proposal.attachments).toEqual([sample]);

    const listed = await call(world.ctx.app, client, 'GET', `/api/client/jobs/${job.id}/proposals`);
    expect(listed.body.data[0].attachments).toEqual([sample]);
    const file = await download(client, sample.id);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(await statusOf(freelancer, sample.id)).toBe(200);
    expect(await statusOf(world.admin, sample.id)).toBe(200);
    const rival = await signIn(world.ctx.app, world.ctx.db.db, 'freelancer');
    await sendProposal(world.ctx.app, rival.cookie, job.id);
    expect(await statusOf(rival, sample.id)).toBe(404);
    const otherClient = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    expect(await statusOf(otherClient, sample.id)).toBe(404);
  });

  it("a submission's files and links: the contract's two parties and admins", async () => {
    const { client, freelancer, act, contract, milestone } = await hire(world);
    expect((await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    const work = Buffer.from('PK\u0003\u0004 the delivered sources');
    const zip = await uploaded(freelancer, 'submission', 'site.zip', work);
    expect(zip.type).toBe('application/zip');
    const submitted = await act(freelancer, 'submit', {
      message: 'The site is done',
      links: ['https://example.com/preview'],
      attachments: [zip.id],
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'submitted',
      submission: 'The site is done',
      submissionLinks: ['https://example.com/preview'],
      attachments: [zip],
    });

    const read = await call(world.ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    const shown = read.body.data.milestones.find((m: { id: string }) => m.id === milestone.id);
    expect(shown.attachments).toEqual([zip]);
    expect((await download(client, zip.id)).rawPayload.equals(work)).toBe(true);
    expect(await statusOf(world.admin, zip.id)).toBe(200);
    expect(await statusOf(await signIn(world.ctx.app, world.ctx.db.db, 'client'), zip.id)).toBe(404);
    expect(await statusOf(await signIn(world.ctx.app, world.ctx.db.db, 'freelancer'), zip.id)).toBe(404);

    // Attached once: the same file cannot go with a second submission, and a refused one changes nothing.
    expect((await act(client, 'request-changes', { message: 'Add the footer' })).status).toBe(200);
    expect(await act(freelancer, 'submit', { message: 'Again', attachments: [zip.id] })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^A file can be attached once/) },
    });
    const after = await call(world.ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(after.body.data.milestones.find((m: { id: string }) => m.id === milestone.id).status).toBe(
      'changes_requested',
    );
  });

  it('a file is attached once, by its uploader, for what it was uploaded for', async () => {
    const client = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    const other = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    const brief = await uploaded(client, 'job', 'brief.pdf');
    // Until attached, only its uploader (and admins) can open it.
    expect(await statusOf(client, brief.id)).toBe(200);
    expect(await statusOf(other, brief.id)).toBe(404);

    const refused = { status: 400, body: { error: expect.stringMatching(/^A file can be attached once/) } };
    expect(await postJobRaw(other, { attachments: [brief.id] })).toMatchObject(refused);
    await postJob(world.ctx.app, client.cookie, world.catalog, { attachments: [brief.id] });
    expect(await postJobRaw(client, { attachments: [brief.id] })).toMatchObject(refused);

    const forProposal = await uploaded(
      await signIn(world.ctx.app, world.ctx.db.db, 'freelancer'),
      'proposal',
      'cv.pdf',
    );
    expect(await postJobRaw(client, { attachments: [forProposal.id] })).toMatchObject(refused);
  });

  it('refuses 11 files, a file over 25 MB, a program, an empty file and a missing purpose, saying why', async () => {
    const client = await signIn(world.ctx.app, world.ctx.db.db, 'client');
    const ids = await Promise.all(Array.from({ length: 11 }, (_, i) => uploaded(client, 'job', `f${i}.pdf`)));
    expect(await postJobRaw(client, { attachments: ids.map((f) => f.id) })).toEqual({
      status: 400,
      body: { error: 'Attach at most 10 files' },
    });
    expect(await postJobRaw(client, { attachments: ids.slice(0, 10).map((f) => f.id) })).toMatchObject({
      status: 201,
    });

    expect(await upload(client, 'job', 'huge.pdf', Buffer.alloc(MESSAGE_FILE_MAX_BYTES + 1, 0x61))).toEqual({
      status: 413,
      body: { error: 'Each file can be at most 25 MB' },
    });
    expect(await upload(client, 'job', 'setup.pdf', Buffer.from('MZ\u0090\u0000 a windows program'))).toEqual(
      {
        status: 400,
        body: { error: 'setup.pdf is a program: executable files cannot be sent' },
      },
    );
    expect(await upload(client, 'job', 'empty.pdf', Buffer.alloc(0))).toEqual({
      status: 400,
      body: { error: 'empty.pdf is empty' },
    });
    expect(await upload(client, 'logo', 'a.pdf', PDF)).toEqual({
      status: 400,
      body: { error: 'Say what the file is for: purpose must be job, proposal, submission' },
    });
    expect(await upload(client, 'proposal', 'a.pdf', PDF)).toEqual({
      status: 403,
      body: { error: 'Only freelancers attach files to proposals and submissions' },
    });
    const freelancer = await signIn(world.ctx.app, world.ctx.db.db, 'freelancer');
    expect(await upload(freelancer, 'job', 'a.pdf', PDF)).toEqual({
      status: 403,
      body: { error: 'Only clients attach files to jobs' },
    });
  });
});

async function postJobRaw(client: Party, overrides: object) {
  return call(world.ctx.app, client, 'POST', '/api/client/jobs', {
    ...jobBody(world.catalog, { publish: true }),
    ...overrides,
  });
}

function jobFields(job: {
  title: string;
  description: string;
  category: { _id: string } | null;
  skills: Array<{ _id: string }>;
  budget: unknown;
  experienceLevel: string | null;
  duration: string | null;
}) {
  return {
    title: job.title,
    description: job.description,
    categoryId: job.category?._id,
    skillIds: job.skills.map((s) => s._id),
    budget: job.budget,
    experienceLevel: job.experienceLevel,
    duration: job.duration,
  };
}
