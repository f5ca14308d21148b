import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { auditLog } from '../../db/schema/audit-log';
import { BAD_TEXT_MESSAGE } from '../../lib/text-guard';

const TWINS = [
  {
    kind: 'categories',
    label: 'Category',
    get: '/api/admin/categories/get-categories',
    add: '/api/admin/categories/add-category',
    edit: '/api/admin/categories/edit-category',
    list: '/api/admin/categories/list-category',
    unlist: '/api/admin/categories/unlist-category',
    publicList: '/api/categories',
  },
  {
    kind: 'skills',
    label: 'Skill',
    get: '/api/admin/skills/get-skills',
    add: '/api/admin/skills/add-skills',
    edit: '/api/admin/skills/edit-skills',
    list: '/api/admin/skills/list-skills',
    unlist: '/api/admin/skills/unlist-skills',
    publicList: '/api/skills',
  },
] as const;

const UNKNOWN_ID = '3f1c9a52-6a0e-4b8e-9d53-3d1f3f0a7c11';

describe.each(TWINS)('$kind', (twin) => {
  let ctx: TestContext;
  let cookie: string;
  let adminId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const add = async (name: string) => (await call('POST', twin.add, { name })).json().data;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await createUser(ctx.db.db, { role: 'admin' });
    adminId = admin.id;
    cookie = (await loginAs(ctx.app, admin.email)).cookie;
  });
  afterAll(async () => ctx.close());

  describe(`POST ${twin.add}`, () => {
    it('adds a listed item with the name trimmed, answering 201 with the spec toast text', async () => {
      const res = await call('POST', twin.add, { name: '  Web Scraping  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        data: { _id: expect.any(String), name: 'Web Scraping', isListed: true },
        message: `${twin.label} added successfully!`,
      });
    });

    it.each([
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['no name', {}],
      ['a name that is not text', { name: 42 }],
    ])(`answers 400 '${twin.label} name is required' for %s`, async (_case, body) => {
      const res = await call('POST', twin.add, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${twin.label} name is required` });
    });

    it('answers 400 without a body at all', async () => {
      const res = await call('POST', twin.add);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${twin.label} name is required` });
    });

    it('accepts 100 characters and refuses 101 with 400', async () => {
      expect((await call('POST', twin.add, { name: 'a'.repeat(100) })).statusCode).toBe(201);
      const res = await call('POST', twin.add, { name: 'b'.repeat(101) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${twin.label} name must be at most 100 characters` });
    });

    it('answers 400 for a name with a control character (PostgreSQL text cannot hold NUL)', async () => {
      const res = await call('POST', twin.add, { name: 'Two\nLines' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${twin.label} name must not contain control characters` });
      // NUL is refused for every field of every endpoint, before the schema (plugins/input.ts).
      const nul = await call('POST', twin.add, { name: 'Null\u0000Byte' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ error: BAD_TEXT_MESSAGE });
    });

    it('answers 409 for a name another item has, ignoring case and spaces', async () => {
      await add('Copy Editing');
      for (const name of ['Copy Editing', 'copy editing', '  COPY EDITING ']) {
        const res = await call('POST', twin.add, { name });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: `${twin.label} already exists` });
      }
    });

    it('writes who added what to the audit log', async () => {
      const item = await add('Audited Add');
      const [entry] = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, item._id));
      expect(entry).toMatchObject({
        actorId: adminId,
        action: `${twin.label.toLowerCase()}.create`,
        entity: twin.label.toLowerCase(),
        before: null,
        after: { name: 'Audited Add', isListed: true },
      });
      expect(entry?.createdAt).toBeInstanceOf(Date);
    });
  });

  describe(`GET ${twin.get}`, () => {
    it('lists every item, listed or not, newest first', async () => {
      const older = await add('Older Item');
      const newer = await add('Newer Item');
      await call('PUT', `${twin.unlist}/${older._id}`);
      const res = await call('GET', twin.get);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      const names = data.map((i: { name: string }) => i.name);
      expect(names.indexOf('Newer Item')).toBeLessThan(names.indexOf('Older Item'));
      expect(data).toContainEqual({ _id: older._id, name: 'Older Item', isListed: false });
      expect(data).toContainEqual({ _id: newer._id, name: 'Newer Item', isListed: true });
    });
  });

  describe(`PUT ${twin.edit}/:id`, () => {
    it('renames, trimmed, with the spec toast text, and audits before and after', async () => {
      const item = await add('Draft Name');
      const res = await call('PUT', `${twin.edit}/${item._id}`, { name: ' Final Name ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { _id: item._id, name: 'Final Name', isListed: true },
        message: `${twin.label} updated successfully!`,
      });
      const entries = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, item._id));
      expect(entries.at(-1)).toMatchObject({
        action: `${twin.label.toLowerCase()}.rename`,
        actorId: adminId,
        before: { name: 'Draft Name', isListed: true },
        after: { name: 'Final Name', isListed: true },
      });
    });

    it("lets an item change its own name's case", async () => {
      const item = await add('lower case');
      const res = await call('PUT', `${twin.edit}/${item._id}`, { name: 'Lower Case' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.name).toBe('Lower Case');
    });

    it('answers 409 when the new name belongs to another item (ignoring case)', async () => {
      await add('Taken Name');
      const item = await add('Free Name');
      const res = await call('PUT', `${twin.edit}/${item._id}`, { name: 'TAKEN name' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: `${twin.label} already exists` });
    });

    it('answers 400 for an empty name and 404 for an unknown or malformed id', async () => {
      const item = await add('Kept Name');
      const empty = await call('PUT', `${twin.edit}/${item._id}`, { name: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: `${twin.label} name is required` });
      const unknown = await call('PUT', `${twin.edit}/${UNKNOWN_ID}`, { name: 'Anything' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: `${twin.label} not found` });
      const malformed = await call('PUT', `${twin.edit}/not-a-uuid`, { name: 'Anything' });
      expect(malformed.statusCode).toBe(404);
    });
  });

  describe(`PUT ${twin.unlist}/:id and ${twin.list}/:id`, () => {
    it('unlists and lists again, answering the changed item', async () => {
      const item = await add('Switchable');
      const unlisted = await call('PUT', `${twin.unlist}/${item._id}`);
      expect(unlisted.statusCode).toBe(200);
      expect(unlisted.json().data).toEqual({ _id: item._id, name: 'Switchable', isListed: false });
      const listed = await call('PUT', `${twin.list}/${item._id}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.isListed).toBe(true);
      const actions = (await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, item._id))).map(
        (e) => e.action,
      );
      const entity = twin.label.toLowerCase();
      expect(actions).toEqual([`${entity}.create`, `${entity}.unlist`, `${entity}.list`]);
    });

    it('answers 404 for an unknown id', async () => {
      for (const url of [`${twin.list}/${UNKNOWN_ID}`, `${twin.unlist}/${UNKNOWN_ID}`]) {
        const res = await call('PUT', url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: `${twin.label} not found` });
      }
    });
  });

  describe(`GET ${twin.publicList}`, () => {
    it('shows everyone the listed items only, as { _id, name }, sorted by name and cacheable', async () => {
      const shown = await add('Aardvark Shown');
      const hidden = await add('Aardvark Hidden');
      await call('PUT', `${twin.unlist}/${hidden._id}`);
      const res = await ctx.app.inject({ method: 'GET', url: twin.publicList });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const { data } = res.json();
      expect(data).toContainEqual({ _id: shown._id, name: 'Aardvark Shown' });
      expect(data.map((i: { _id: string }) => i._id)).not.toContain(hidden._id);
      const names = data.map((i: { name: string }) => i.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(Object.keys(data[0]).sort()).toEqual(['_id', 'name']);
    });

    const names = async () =>
      (await ctx.app.inject({ method: 'GET', url: twin.publicList }))
        .json()
        .data.map((i: { name: string }) => i.name);

    it("shows an admin's add, rename, unlist and list on the next request (served from memory)", async () => {
      await names();
      const item = await add('Cached Zebra');
      expect(await names()).toContain('Cached Zebra');
      await call('PUT', `${twin.edit}/${item._id}`, { name: 'Cached Okapi' });
      expect(await names()).toEqual(expect.arrayContaining(['Cached Okapi']));
      expect(await names()).not.toContain('Cached Zebra');
      await call('PUT', `${twin.unlist}/${item._id}`);
      expect(await names()).not.toContain('Cached Okapi');
      await call('PUT', `${twin.list}/${item._id}`);
      expect(await names()).toContain('Cached Okapi');
    });

    it('answers 304 without a body to a current If-None-Match, and 200 once the list changed', async () => {
      const first = await ctx.app.inject({ method: 'GET', url: twin.publicList });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const revalidate = () =>
        ctx.app.inject({ method: 'GET', url: twin.publicList, headers: { 'if-none-match': etag } });
      const notModified = await revalidate();
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      await add('Cached Newcomer');
      const changed = await revalidate();
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.map((i: { name: string }) => i.name)).toContain('Cached Newcomer');
    });

    it('sends the same list compressed to a client that accepts it', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: twin.publicList });
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: twin.publicList,
          headers: { 'accept-encoding': coding },
        });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    });
  });
});

describe('categories and skills', () => {
  it('are separate: a skill may share a category name', async () => {
    const ctx = await buildTestApp();
    try {
      const admin = await createUser(ctx.db.db, { role: 'admin' });
      const { cookie } = await loginAs(ctx.app, admin.email);
      const post = (url: string) =>
        ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: { name: 'Data Science' } });
      expect((await post('/api/admin/categories/add-category')).statusCode).toBe(201);
      expect((await post('/api/admin/skills/add-skills')).statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  });
});
