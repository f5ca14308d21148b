import type { FreelancerProfileFields } from '@skillora/shared/schemas/profiles';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { bindRepositories } from '../../outbox';
import { fileUrl } from '../files';
import { freelancerProfiles } from './schema';
import './repositories';

type DemoProfile = Omit<FreelancerProfileFields, 'skillIds' | 'primaryCategoryId'> & {
  email: string;
  category: string;
  skills: string[];
  colour: string;
  portfolio: { title: string; description: string; link: string | null };
};

const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'fiona@demo.skillora.local',
    title: 'React and TypeScript developer for booking and shop apps',
    overview:
      'I build fast, accessible web apps for small businesses: booking systems, shops and dashboards.\n\nEight years of React, TypeScript and Node.js. I show progress every Friday and write the docs as I go.',
    category: 'Web Development',
    skills: ['React', 'TypeScript', 'Node.js', 'Tailwind CSS', 'PostgreSQL'],
    hourlyRateCents: 6_500,
    country: 'PT',
    timeZone: 'Europe/Lisbon',
    languages: [
      { name: 'English', level: 'fluent' },
      { name: 'Portuguese', level: 'native' },
    ],
    employment: [
      { company: 'Climb Co', title: 'Front-end developer', fromYear: 2019, toYear: 2023, description: '' },
    ],
    education: [
      { school: 'University of Lisbon', degree: 'BSc Computer Science', fromYear: 2013, toYear: 2016 },
    ],
    colour: '#2563eb',
    portfolio: {
      title: 'Climbing gym booking app',
      description: 'Class booking, waiting lists and passes for a climbing gym with two sites.',
      link: 'https://example.com/climb',
    },
  },
  {
    email: 'felix@demo.skillora.local',
    title: 'Brand identity and logo designer',
    overview:
      'Logos, colour palettes and brand guides for shops, cafés and start-ups.\n\nI sketch by hand first, then finish in Illustrator, and deliver every file your printer asks for.',
    category: 'Graphic Design',
    skills: ['Logo Design', 'Branding', 'Adobe Illustrator', 'Figma'],
    hourlyRateCents: 4_500,
    country: 'DE',
    timeZone: 'Europe/Berlin',
    languages: [
      { name: 'German', level: 'native' },
      { name: 'English', level: 'fluent' },
    ],
    employment: [],
    education: [],
    colour: '#db2777',
    portfolio: {
      title: 'Corner café rebrand',
      description: 'A new logo, menu boards and cups for a neighbourhood café.',
      link: null,
    },
  },
  {
    email: 'priya@demo.skillora.local',
    title: 'Data analyst: clean data and clear charts',
    overview:
      'I turn messy spreadsheets into one tidy table and a handful of charts that answer your question.\n\nPython, SQL and Power BI; five years in retail analytics.',
    category: 'Data Science',
    skills: ['Python', 'Data Analysis', 'SQL', 'Power BI', 'Excel'],
    hourlyRateCents: 5_500,
    country: 'IN',
    timeZone: 'Asia/Kolkata',
    languages: [
      { name: 'English', level: 'fluent' },
      { name: 'Hindi', level: 'native' },
    ],
    employment: [],
    education: [{ school: 'University of Mumbai', degree: 'MSc Statistics', fromYear: 2014, toYear: 2016 }],
    colour: '#059669',
    portfolio: {
      title: 'Sales history dashboard',
      description: 'Five years of sales from three formats, cleaned into one model with a Power BI report.',
      link: null,
    },
  },
];

/** A plain avatar: a coloured circle on a light square (no fonts needed). */
function avatar(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#f1f5f9"/><circle cx="200" cy="160" r="80" fill="${colour}"/><ellipse cx="200" cy="360" rx="140" ry="110" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/**
 * Every demo freelancer gets a complete profile (issue 14): fields, a photo and a portfolio item.
 * Skipped for anyone who already has a profile, so running the seed again adds nothing.
 */
export async function seedDemoProfiles(db: Database): Promise<number> {
  const repos = bindRepositories(db);
  const [skillRows, categoryRows] = [
    await repos.catalog.skills.listAll(),
    await repos.catalog.categories.listAll(),
  ];
  const skillId = new Map(skillRows.map((s) => [s.name, s._id]));
  const categoryId = new Map(categoryRows.map((c) => [c.name, c._id]));
  let added = 0;
  for (const demo of DEMO_PROFILES) {
    const person = await repos.users.findByEmail(demo.email);
    if (!person) continue;
    const [existing] = await db
      .select({ id: freelancerProfiles.userId })
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, person.id));
    if (existing) continue;
    const photo = await avatar(demo.colour);
    await db.transaction(async (tx) => {
      const { profiles: repo, files, users } = bindRepositories(tx);
      const { email: _e, category, skills: skillNames, colour: _c, portfolio, ...fields } = demo;
      await repo.saveFreelancerProfile(person.id, {
        ...fields,
        primaryCategoryId: categoryId.get(category) ?? null,
        skillIds: skillNames.flatMap((name) => skillId.get(name) ?? []),
      });
      await repo.insertPortfolioItem(person.id, portfolio);
      const stored = await files.put({
        ownerId: person.id,
        kind: 'photo',
        isPublic: true,
        contentType: 'image/webp',
        bytes: photo,
        width: 400,
        height: 400,
      });
      await users.setPhoto(person.id, { photoFileId: stored.id, profilePic: fileUrl(stored.id) });
    });
    added++;
  }
  return added;
}
