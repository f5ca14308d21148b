import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PUBLIC_FILES_RATE_MULTIPLIER } from '../src/plugins/rate-limit';
import { buildTestApp, type TestContext } from './build-test-app';

const PER_MINUTE = 5;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
// A fresh address per run, so counts an earlier run left in Redis do not matter.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const missingJob = '/api/jobs/00000000-0000-4000-8000-000000000000';
const missingProfile = '/api/freelancers/00000000-0000-4000-8000-000000000000';
const missingFile = '/api/files/00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let second: App;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), REDIS_URL });
  // A second instance on the same database and Redis, as behind a load balancer.
  second = await buildApp({ config: ctx.app.config, db: ctx.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const get = (app: App, url: string, ip: string) => app.inject({ method: 'GET', url, remoteAddress: ip });

describe('per-IP limits on public endpoints that cost CPU', () => {
  it('answers 429 with { error } and Retry-After past the limit, to that address only', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await get(ctx.app, '/api/jobs?q=react', ip)).statusCode).toBe(200);
    const refused = await get(ctx.app, '/api/jobs?q=react', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await get(ctx.app, '/api/jobs?q=react', freshIp())).statusCode).toBe(200);
  });

  it('limits the public job page too', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_MINUTE; i++) expect((await get(ctx.app, missingJob, ip)).statusCode).toBe(404);
    expect((await get(ctx.app, missingJob, ip)).statusCode).toBe(429);
  });

  it('limits the public freelancer profile too', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_MINUTE; i++)
      expect((await get(ctx.app, missingProfile, ip)).statusCode).toBe(404);
    const refused = await get(ctx.app, missingProfile, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits public files with a larger budget, as one page shows many images', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_MINUTE * PUBLIC_FILES_RATE_MULTIPLIER; i++)
      expect((await get(ctx.app, missingFile, ip)).statusCode).toBe(404);
    const refused = await get(ctx.app, missingFile, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Its own count: the profile page from that address is still served.
    expect((await get(ctx.app, missingProfile, ip)).statusCode).toBe(404);
  });

  it('counts across instances through Redis', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await get(i % 2 ? second : ctx.app, '/api/jobs', ip)).statusCode).toBe(200);
    }
    expect((await get(second, '/api/jobs', ip)).statusCode).toBe(429);
    expect((await get(ctx.app, '/api/jobs', ip)).statusCode).toBe(429);
  });

  it('is sized so that a person never meets it: 300 a minute by default, 3000 for files', () => {
    expect(loadConfig({}).PUBLIC_RATE_LIMIT_PER_MINUTE).toBe(300);
    expect(PUBLIC_FILES_RATE_MULTIPLIER).toBe(10);
  });
});
