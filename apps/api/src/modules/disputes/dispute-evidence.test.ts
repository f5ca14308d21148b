import { DISPUTE_FILES_PER_PARTY } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { type Party, signIn } from '../../../test/contract-factories';
import { type FormPart, formData, makeImage } from '../../../test/uploads';
import { admin, ctx, dispute, funded, post, STATEMENT, useDisputesWorld } from './disputes.fixture';

useDisputesWorld();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const pdf = (name: string): FormPart => ({ field: 'files', filename: name, bytes: PDF });

async function attach(who: Party | null, id: string, parts: FormPart[]) {
  const body = formData(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/disputes/${id}/files`,
    headers: { ...(who && { cookie: who.cookie }), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (who: Party | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

async function opened() {
  const hired = await funded({ submitted: true });
  const res = await hired.open(hired.freelancer, {
    reason: 'not_released',
    request: 'release',
    statement: STATEMENT,
  });
  expect(res.status).toBe(201);
  return { ...hired, id: res.body.data.id as string };
}

describe('evidence on a dispute', () => {
  it('a party attaches files as a step; both parties and admins download them, nobody else', async () => {
    const { client, freelancer, id } = await opened();
    const png = await makeImage('png');
    const added = await attach(freelancer, id, [
      { field: 'files', filename: 'delivery.png', bytes: png },
      pdf('handover v2.pdf'),
    ]);
    expect(added.status).toBe(201);
    const steps = added.body.data.steps;
    expect(steps.map((s: { kind: string }) => s.kind)).toEqual(['opened', 'files_added']);
    expect(steps[0].files).toEqual([]);
    const [image, doc] = steps[1].files;
    expect(steps[1]).toMatchObject({ by: 'freelancer', statement: null });
    expect(image).toMatchObject({ name: 'delivery.png', contentType: 'image/png', byteSize: png.length });
    expect(doc).toMatchObject({ name: 'handover v2.pdf', contentType: 'application/octet-stream' });
    expect(doc.url).toBe(`/api/disputes/${id}/files/${doc.id}`);
    expect((await dispute(client, id)).body.data.steps[1].files).toEqual([image, doc]);

    for (const reader of [client, freelancer, admin]) {
      const file = await download(reader, doc.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="handover v2.pdf"; filename*=UTF-8''handover%20v2.pdf`,
      );
    }
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await download(stranger, doc.url)).statusCode).toBe(404);
    expect((await download(null, doc.url)).statusCode).toBe(401);
    expect((await attach(stranger, id, [pdf('mine.pdf')])).status).toBe(404);
    expect((await attach(admin, id, [pdf('admin.pdf')])).body).toEqual({
      error: 'Only the parties to the contract can do this',
    });
    // The client answers with files of their own.
    expect((await attach(client, id, [pdf('brief.pdf')])).status).toBe(201);
    const after = (await dispute(freelancer, id)).body.data.steps;
    expect(after.at(-1)).toMatchObject({ kind: 'files_added', by: 'client', files: [{ name: 'brief.pdf' }] });
  });

  it('holds to the upload rules, a limit per party, and an active dispute', async () => {
    const { freelancer, id } = await opened();
    expect(await attach(freelancer, id, [])).toEqual({
      status: 400,
      body: { error: 'Choose at least one file' },
    });
    expect(
      await attach(freelancer, id, [
        { field: 'files', filename: 'run.sh', bytes: Buffer.from('#!/bin/sh\n') },
      ]),
    ).toEqual({ status: 400, body: { error: 'run.sh is a program: executable files cannot be sent' } });
    expect(
      await attach(freelancer, id, [{ field: 'files', filename: 'e.pdf', bytes: Buffer.alloc(0) }]),
    ).toEqual({
      status: 400,
      body: { error: 'e.pdf is empty' },
    });
    const six = Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`));
    expect(await attach(freelancer, id, six)).toEqual({
      status: 400,
      body: { error: 'At most 5 files can be attached at once' },
    });
    for (let sent = 0; sent < DISPUTE_FILES_PER_PARTY; sent += 5) {
      expect((await attach(freelancer, id, six.slice(0, 5))).status).toBe(201);
    }
    expect(await attach(freelancer, id, [pdf('one more.pdf')])).toEqual({
      status: 400,
      body: { error: `You can attach at most ${DISPUTE_FILES_PER_PARTY} files to a dispute (20 so far)` },
    });
    expect((await post(freelancer, `/api/disputes/${id}/withdraw`)).status).toBe(200);
    expect(await attach(freelancer, id, [pdf('late.pdf')])).toEqual({
      status: 409,
      body: { error: 'This dispute was withdrawn' },
    });
  });
});
