import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, loginAs } from '../../../test/factories';
import { countQueries } from '../../../test/query-counter';
import { auditLog, moderationActions, sessions, users } from '../../../test/tables';
import { BAD_TEXT_MESSAGE } from '../../lib/text-guard';

describe('admin users', () => {
  let ctx: TestContext;
  let cookie: string;
  let adminId: string;

  const call = (method: 'GET' | 'PUT', url: string, as = cookie, payload?: object) =>
    ctx.app.inject({ method, url, headers: as ? { cookie: as } : {}, ...(payload ? { payload } : {}) });
  const block = (id: string, reason = 'Asked clients to pay outside Skillora.', as = cookie) =>
    call('PUT', `/api/admin/users/${id}/block`, as, { reason });
  const login = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_PASSWORD },
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await createUser(ctx.db.db, { role: 'admin', name: 'Root Admin' });
    adminId = admin.id;
    cookie = (await loginAs(ctx.app, admin.email)).cookie;
  });
  afterAll(async () => ctx.close());

  describe('PUT /api/admin/users/:id/block', () => {
    it("ends the user's open sessions at once and refuses their login with 403", async () => {
      const user = await createUser(ctx.db.db, { role: 'freelancer', name: 'Bea Blocked' });
      const phone = await loginAs(ctx.app, user.email);
      const laptop = await loginAs(ctx.app, user.email);
      expect((await call('GET', '/api/auth/me', phone.cookie)).statusCode).toBe(200);

      const res = await block(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          id: user.id,
          name: 'Bea Blocked',
          email: user.email,
          joined: expect.any(String),
          active: false,
        },
        message: 'User blocked',
      });

      for (const session of [phone, laptop]) {
        const me = await call('GET', '/api/auth/me', session.cookie);
        expect(me.statusCode).toBe(401);
      }
      expect(await ctx.db.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      const again = await login(user.email);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual({
        error: 'Your account has been blocked: Asked clients to pay outside Skillora.',
      });
    });

    it('stores the reason with the admin and the time; blocking again replaces it, unblocking clears it', async () => {
      const user = await createUser(ctx.db.db, { role: 'client' });
      expect((await block(user.id, '  Spam   in every\n message.  ')).statusCode).toBe(200);
      const [first] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
      // One line, as the login shows it.
      expect(first).toMatchObject({ blockedReason: 'Spam in every message.', blockedBy: adminId });
      expect(first?.blockedAt).toBeInstanceOf(Date);
      expect((await block(user.id, 'Fake invoices.')).statusCode).toBe(200);
      expect((await login(user.email)).json()).toEqual({
        error: 'Your account has been blocked: Fake invoices.',
      });
      const recorded = await ctx.db.db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.userId, user.id));
      expect(
        recorded.map(({ action, subjectType, subjectId, reason, adminId: by }) => ({
          action,
          subjectType,
          subjectId,
          reason,
          by,
        })),
      ).toEqual([
        {
          action: 'block',
          subjectType: 'user',
          subjectId: user.id,
          reason: 'Spam in every message.',
          by: adminId,
        },
        { action: 'block', subjectType: 'user', subjectId: user.id, reason: 'Fake invoices.', by: adminId },
      ]);

      expect((await call('PUT', `/api/admin/users/${user.id}/unblock`)).statusCode).toBe(200);
      const [after] = await ctx.db.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toMatchObject({
        status: 'active',
        blockedReason: null,
        blockedAt: null,
        blockedBy: null,
      });
      expect((await login(user.email)).statusCode).toBe(200);
    });

    it.each([
      ['no body', undefined, 'Give the reason for blocking this user'],
      ['no reason', {}, 'Give the reason for blocking this user'],
      ['an empty reason', { reason: '   ' }, 'Give the reason for blocking this user'],
      [
        'a reason over 500 characters',
        { reason: 'x'.repeat(501) },
        'Write at most 500 characters for the reason',
      ],
      [
        'a text-direction control',
        { reason: 'Sent invoice\u202Egpj.exe' },
        'A reason cannot contain text-direction control characters',
      ],
      ['a reason that is not text', { reason: 42 }, 'Give the reason for blocking this user'],
    ])('answers 400 for %s, and blocks no one', async (_case, payload, error) => {
      const user = await createUser(ctx.db.db, { role: 'freelancer' });
      const res = await call('PUT', `/api/admin/users/${user.id}/block`, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect((await login(user.email)).statusCode).toBe(200);
    });

    it('answers 403 to a client or a freelancer, before reading the body', async () => {
      const user = await createUser(ctx.db.db, { role: 'freelancer' });
      for (const role of ['client', 'freelancer'] as const) {
        const other = await createUser(ctx.db.db, { role });
        const session = await loginAs(ctx.app, other.email);
        const res = await block(user.id, 'Spam.', session.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'You are not allowed to do this' });
        expect((await call('PUT', `/api/admin/users/${user.id}/block`, session.cookie)).statusCode).toBe(403);
      }
      expect((await login(user.email)).statusCode).toBe(200);
    });

    it('audits the block and the unblock, and unblocking lets the user log in again', async () => {
      const user = await createUser(ctx.db.db, { role: 'client' });
      await block(user.id, 'Spam.');
      const res = await call('PUT', `/api/admin/users/${user.id}/unblock`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { id: user.id, active: true }, message: 'User unblocked' });
      expect((await login(user.email)).statusCode).toBe(200);

      const entries = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
      expect(
        entries.map(({ actorId, action, entity, before, after }) => ({
          actorId,
          action,
          entity,
          before,
          after,
        })),
      ).toEqual([
        {
          actorId: adminId,
          action: 'user.block',
          entity: 'user',
          before: { status: 'active' },
          after: { status: 'blocked', reason: 'Spam.' },
        },
        {
          actorId: adminId,
          action: 'user.unblock',
          entity: 'user',
          before: { status: 'blocked' },
          after: { status: 'active' },
        },
      ]);
    });

    it('refuses to block an admin (403), whose session keeps working', async () => {
      const other = await createUser(ctx.db.db, { role: 'admin' });
      const otherSession = await loginAs(ctx.app, other.email);
      for (const id of [other.id, adminId]) {
        const res = await block(id);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'An admin cannot be blocked' });
      }
      expect((await call('GET', '/api/auth/me', otherSession.cookie)).statusCode).toBe(200);
      expect(await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, other.id))).toEqual([]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await block('7d4f6a0e-8d1b-4c4e-9a3e-2b0c5d6e7f80');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'User not found' });
      expect((await call('PUT', '/api/admin/users/42/unblock')).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists one role only, never admins, with the spec row shape', async () => {
      const client = await createUser(ctx.db.db, { role: 'client', name: 'Cleo Client' });
      const res = await call('GET', '/api/admin/users?role=client&limit=100');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toContainEqual({
        id: client.id,
        name: 'Cleo Client',
        email: client.email,
        joined: client.createdAt.toISOString(),
        active: true,
      });
      expect(body.data.every((row: { name: string }) => row.name !== 'Root Admin')).toBe(true);
      expect(body).toMatchObject({ page: 1, pages: 1, total: body.data.length });
    });

    it('matches % and _ literally, not as wildcards', async () => {
      await createUser(ctx.db.db, { role: 'freelancer', name: 'Percent 100% Sure' });
      await createUser(ctx.db.db, { role: 'freelancer', name: 'Percent 1000 Sure' });
      const res = await call('GET', `/api/admin/users?role=freelancer&search=${encodeURIComponent('0%')}`);
      expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Percent 100% Sure']);
      const underscore = await call('GET', '/api/admin/users?role=freelancer&search=t_1');
      expect(underscore.json().total).toBe(0);
    });

    it('answers a page in three statements with the session, searched or not (no query per row)', async () => {
      for (let i = 0; i < 6; i++) await createUser(ctx.db.db, { role: 'client', name: `Quota Counted ${i}` });
      for (const query of ['role=client&limit=5', 'role=client&search=quota&sort=name&limit=5&page=2']) {
        const { result, queries } = await countQueries(ctx, () => call('GET', `/api/admin/users?${query}`));
        expect(result.json().data.length, query).toBeGreaterThan(0);
        expect(queries, query).toBe(3);
      }
    });

    it('answers an empty search with Page 1 of 1', async () => {
      const res = await call('GET', '/api/admin/users?role=client&search=nobody-has-this');
      expect(res.json()).toEqual({ data: [], total: 0, page: 1, pages: 1 });
    });

    it.each([
      ['no role', '', 'Role must be client or freelancer'],
      ['the admin role', 'role=admin', 'Role must be client or freelancer'],
      ['an unknown sort', 'role=client&sort=password', 'Sort must be name, email or joined'],
      ['an unknown order', 'role=client&order=up', 'Order must be asc or desc'],
      ['page 0', 'role=client&page=0', 'Page must be at least 1'],
      ['a NUL in the search', 'role=client&search=a%00b', BAD_TEXT_MESSAGE],
      ['a tab in the search', 'role=client&search=a%09b', 'Search must not contain control characters'],
      ['a limit over 100', 'role=client&limit=101', 'Limit must be at most 100'],
      [
        'a search over 100 characters',
        `role=client&search=${'x'.repeat(101)}`,
        'Search must be at most 100 characters',
      ],
    ])('answers 400 for %s', async (_case, query, error) => {
      const res = await call('GET', `/api/admin/users?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });
  });
});
