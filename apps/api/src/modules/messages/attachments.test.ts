import { MESSAGE_FILE_MAX_BYTES } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type FormPart, formData, makeImage } from '../../../test/uploads';
import { conversation, ctx, setUpMessages } from './messages.fixture';

setUpMessages();

async function sendForm(party: Party, id: string, parts: FormPart[]) {
  const body = formData(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: { cookie: party.cookie, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const download = (party: Party | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: party ? { cookie: party.cookie } : {} });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('attachments', () => {
  it('sends text with an image and a PDF; the parties and admins download them, nobody else', async () => {
    const { client, freelancer, id } = await conversation();
    const png = await makeImage('png');
    const sent = await sendForm(freelancer, id, [
      { field: 'text', value: 'Here are the mockup and the brief' },
      { field: 'files', filename: 'mockup.png', bytes: png },
      { field: 'files', filename: 'brief v2.pdf', bytes: PDF },
    ]);
    expect(sent.status).toBe(201);
    const [image, pdf] = sent.body.data.attachments;
    expect(image).toMatchObject({ name: 'mockup.png', contentType: 'image/png', byteSize: png.length });
    expect(image.thumbnailUrl).toBe(`${image.url}?thumbnail=1`);
    expect(pdf).toMatchObject({
      name: 'brief v2.pdf',
      contentType: 'application/octet-stream',
      thumbnailUrl: null,
    });

    const listed = await call(ctx.app, client, 'GET', `/api/conversations/${id}/messages`);
    expect(listed.body.data[0].attachments).toEqual([image, pdf]);

    const file = await download(client, pdf.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="brief v2.pdf"; filename*=UTF-8''brief%20v2.pdf`,
    );
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const thumbnail = await download(client, image.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await download(freelancer, image.url)).rawPayload.equals(png)).toBe(true);

    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    expect((await download(admin, pdf.url)).statusCode).toBe(200);
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await download(stranger, pdf.url)).statusCode).toBe(404);
    expect((await download(null, pdf.url)).statusCode).toBe(401);
    const other = await conversation();
    expect(
      (await download(other.client, `/api/conversations/${other.id}/attachments/${pdf.id}`)).statusCode,
    ).toBe(404);
  });

  it('sends files without text, but not nothing', async () => {
    const { client, id } = await conversation();
    const sent = await sendForm(client, id, [
      { field: 'files', filename: 'notes.txt', bytes: Buffer.from('plain notes') },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ text: '', attachments: [{ name: 'notes.txt' }] });
    expect(await sendForm(client, id, [{ field: 'text', value: '  ' }])).toMatchObject({
      status: 400,
      body: { error: 'Write a message first' },
    });
  });

  it('strips text-direction controls from a file name: "invoice\u202Egpj.exe" is sent as invoicegpj.exe (issue 31)', async () => {
    const { client, freelancer, id } = await conversation();
    const sent = await sendForm(freelancer, id, [
      { field: 'files', filename: 'invoice\u202Egpj.exe', bytes: PDF },
      { field: 'files', filename: '\u2067report\u2069 سارة.pdf', bytes: PDF },
    ]);
    expect(sent.status).toBe(201);
    const [invoice, report] = sent.body.data.attachments;
    expect([invoice.name, report.name]).toEqual(['invoicegpj.exe', 'report سارة.pdf']);
    const listed = await call(ctx.app, client, 'GET', `/api/conversations/${id}/messages`);
    expect(listed.body.data[0].attachments.map((a: { name: string }) => a.name)).toEqual([
      'invoicegpj.exe',
      'report سارة.pdf',
    ]);
    expect((await download(client, invoice.url)).headers['content-disposition']).toBe(
      `attachment; filename="invoicegpj.exe"; filename*=UTF-8''invoicegpj.exe`,
    );
  });

  it.each([
    ['setup.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['tool', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['notes.txt', Buffer.from('#!/bin/sh\necho hi\n')],
  ])('refuses the executable %s whatever its name', async (filename, bytes) => {
    const { client, id } = await conversation();
    expect(
      await sendForm(client, id, [
        { field: 'text', value: 'have a look' },
        { field: 'files', filename, bytes },
      ]),
    ).toMatchObject({
      status: 400,
      body: { error: `${filename} is a program: executable files cannot be sent` },
    });
    expect((await call(ctx.app, client, 'GET', `/api/conversations/${id}/messages`)).body.data).toEqual([]);
  });

  it('refuses a sixth file (400) and a file over 25 MB (413)', async () => {
    const { client, id } = await conversation();
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'files',
      filename: `f${i}.txt`,
      bytes: Buffer.from(`file ${i}`),
    }));
    expect(await sendForm(client, id, six)).toMatchObject({
      status: 400,
      body: { error: 'A message can carry at most 5 files' },
    });
    const big = Buffer.alloc(MESSAGE_FILE_MAX_BYTES + 1, 0x61);
    expect(await sendForm(client, id, [{ field: 'files', filename: 'big.txt', bytes: big }])).toMatchObject({
      status: 413,
      body: { error: 'Each file can be at most 25 MB' },
    });
  });
});
