import type { ReactNode } from 'react';
import { PublicPageLayout } from '../../landing';

/** A public page of prose (About, Terms, Privacy, Blog): the public frame, a heading, readable width. */
export function ArticlePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <PublicPageLayout>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{intro}</p>}
        <div className="mt-8 space-y-8 text-gray-800 dark:text-gray-200">{children}</div>
      </article>
    </PublicPageLayout>
  );
}

/** One titled part of an article. */
export function ArticleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-gray-900 dark:text-white">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

export const proseLinkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100';
