import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../lib/password';
import type { Database } from './client';
import { categories, skills, users } from './schema';

/** The spec's eight landing-page categories. */
export const DEFAULT_CATEGORIES = [
  'Web Development',
  'Graphic Design',
  'Content Writing',
  'Digital Marketing',
  'App Development',
  'UI/UX Design',
  'Video Editing',
  'Data Science',
];

export const DEFAULT_SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'Django',
  'PHP',
  'Laravel',
  'HTML',
  'CSS',
  'Tailwind CSS',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Swift',
  'Kotlin',
  'Flutter',
  'React Native',
  'Figma',
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Logo Design',
  'Branding',
  'Copywriting',
  'Blog Writing',
  'Technical Writing',
  'SEO',
  'Social Media Marketing',
  'Google Ads',
  'Email Marketing',
  'Video Production',
  'Adobe Premiere Pro',
  'After Effects',
  'Motion Graphics',
  'Data Analysis',
  'Machine Learning',
  'SQL',
  'Excel',
  'Power BI',
];

/** First start: the catalog the landing page and job posting need. Idempotent. */
export async function seedCatalog(db: Database): Promise<void> {
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!anyCategory) {
    await db
      .insert(categories)
      .values(DEFAULT_CATEGORIES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const [anySkill] = await db.select({ id: skills.id }).from(skills).limit(1);
  if (!anySkill) {
    await db
      .insert(skills)
      .values(DEFAULT_SKILLS.map((name) => ({ name })))
      .onConflictDoNothing();
  }
}

export async function createAdmin(db: Database, email: string, password: string, name = 'Admin') {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (existing && existing.role !== 'admin') {
    throw new Error(`${email} already belongs to a ${existing.role}; choose another admin email`);
  }
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, password))) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    }
    return existing.id;
  }
  const [row] = await db
    .insert(users)
    .values({ name, email: email.toLowerCase(), passwordHash, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD make sure that admin exists. Without them, a first start creates one
 * with a generated password and answers it, once, for the server to print to the person who started
 * it (never into the log: a password is a secret).
 */
export async function ensureAdmin(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ email: string; password: string } | null> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    return null;
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return null;
  const email = 'admin@skillora.local';
  const password = randomBytes(12).toString('base64url');
  if (!(await createAdmin(db, email, password))) return null;
  log.warn(`Created the first admin, ${email}; its password is printed once on the terminal`);
  return { email, password };
}

const DEMO_USERS = [
  { name: 'Clara Client', email: 'clara@demo.skillora.local', role: 'client' },
  { name: 'Carlos Client', email: 'carlos@demo.skillora.local', role: 'client' },
  { name: 'Fiona Freelancer', email: 'fiona@demo.skillora.local', role: 'freelancer' },
  { name: 'Felix Freelancer', email: 'felix@demo.skillora.local', role: 'freelancer' },
  { name: 'Priya Patel', email: 'priya@demo.skillora.local', role: 'freelancer' },
] as const;

/** Demo accounts with one known password, for trying the app; never run implicitly. */
export async function seedDemo(db: Database, password = 'demo-password') {
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values(DEMO_USERS.map((u) => ({ ...u, passwordHash })))
    .onConflictDoUpdate({ target: users.email, set: { passwordHash } });
  return DEMO_USERS.map((u) => ({ ...u, password }));
}
