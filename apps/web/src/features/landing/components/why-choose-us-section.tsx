import { IconCard } from '../../../components/ui/icon-card';
import { REASONS } from '../content';
import { SpriteIcon } from './sprite-icon';

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Why People Choose Us
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <IconCard
              key={reason.title}
              icon={<SpriteIcon id={reason.icon} className="size-6" />}
              iconClassName="bg-brand-600 text-white"
              heading={<h3 className="mt-5 text-xl font-semibold">{reason.title}</h3>}
              text={reason.text}
            >
              {'link' in reason && (
                <a
                  href={reason.link.to}
                  className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  {reason.link.label}
                </a>
              )}
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
