import { REASONS } from '../content';
import { SpriteIcon } from './sprite-icon';

// Its own markup rather than components/ui/icon-card: shared with a route chunk, that card became a
// chunk of its own on the landing route (+0.3 KB gzip), whose JS budget has no room left (ADR 009).
export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Why People Choose Us
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li
              key={reason.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <SpriteIcon id={reason.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{reason.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{reason.text}</p>
              {'link' in reason && (
                <a
                  href={reason.link.to}
                  className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {reason.link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
