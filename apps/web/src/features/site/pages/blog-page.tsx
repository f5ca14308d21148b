import { ArticlePage } from '../components/article-page';

const POSTS = [
  {
    title: 'Writing a job post that gets good proposals',
    date: '2026-11-02',
    text: 'Say what done looks like, give a budget range you would really pay, and list the two or three skills that matter most. Freelancers skip posts that hide the budget or describe the tool instead of the outcome.',
  },
  {
    title: 'Five minutes to a proposal a client reads',
    date: '2026-10-19',
    text: "Open with the client's problem in your own words, name one similar piece of work you finished, and propose a price and a duration you can keep. A short, specific cover letter beats a long, general one.",
  },
  {
    title: 'Welcome to Skillora',
    date: '2026-10-01',
    text: 'Skillora opens its doors: clients post jobs for free, freelancers find them by category, skill and budget, and proposals arrive as they are sent.',
  },
] as const;

/** The team's notes for clients and freelancers, newest first. */
export function BlogPage() {
  return (
    <ArticlePage title="Blog" intro="Notes from the Skillora team for clients and freelancers.">
      {POSTS.map((post) => (
        <article
          key={post.title}
          className="rounded-2xl bg-white p-6 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
        >
          <h2 className="text-xl font-semibold text-gray-900 dark:text-white">{post.title}</h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            <time dateTime={post.date}>
              {new Date(`${post.date}T00:00:00Z`).toLocaleDateString('en-US', {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </time>
          </p>
          <p className="mt-3 leading-relaxed">{post.text}</p>
        </article>
      ))}
    </ArticlePage>
  );
}
