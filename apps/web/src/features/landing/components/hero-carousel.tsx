import { LineIcon } from '../../../components/ui/line-icon';
import { HERO_SLIDES } from '../content';
import type { useCarousel } from '../hooks/use-carousel';
import { HeroArt } from './hero-art';

const BACKDROPS = [
  'from-brand-800 via-brand-800 to-brand-600',
  'from-[#1e1b4b] via-[#312e81] to-[#6d28d9]',
  'from-[#172554] via-[#1e3a8a] to-[#0e7490]',
];

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/25 focus-visible:outline-white';

type Props = { carousel: ReturnType<typeof useCarousel> };

/**
 * The hero's rotating pictures (WAI-ARIA carousel pattern): the rotation control comes first, then
 * previous/next and a picker; the slides announce themselves only when nothing moves by itself.
 */
export function HeroCarousel({ carousel }: Props) {
  const { index, isRotating, isAdvancing } = carousel;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Ways to work on Skillora"
      className="pointer-events-none absolute inset-0"
    >
      <div className="pointer-events-auto absolute bottom-6 left-0 z-10 w-full">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={carousel.toggleRotation}
            aria-label={isRotating ? 'Pause slide rotation' : 'Start slide rotation'}
            className={controlClass}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={isRotating ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} />
            </svg>
          </button>
          <button
            type="button"
            onClick={carousel.previous}
            aria-label="Previous slide"
            className={controlClass}
          >
            <LineIcon d="m15 5-7 7 7 7" className="size-5" strokeWidth={2.5} />
          </button>
          <button type="button" onClick={carousel.next} aria-label="Next slide" className={controlClass}>
            <LineIcon d="m9 5 7 7-7 7" className="size-5" strokeWidth={2.5} />
          </button>
          <div className="ml-1 flex">
            {HERO_SLIDES.map((name, i) => (
              <button
                key={name}
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={`Show slide ${i + 1}: ${name}`}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-white"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
      <div aria-live={isAdvancing ? 'off' : 'polite'} className="absolute inset-0 -z-10">
        {HERO_SLIDES.map((name, i) => {
          const isCurrent = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form fields
            <div
              key={name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={!isCurrent}
              className={`absolute inset-0 bg-linear-to-br transition-opacity duration-700 ${BACKDROPS[i]} ${isCurrent ? 'opacity-100' : 'opacity-0'}`}
            >
              <HeroArt
                slide={name}
                className="absolute right-4 bottom-16 w-[min(18rem,calc(100%-2rem))] opacity-25 sm:right-6 sm:w-96 lg:top-1/2 lg:right-[2%] lg:bottom-auto lg:w-[44%] lg:max-w-xl lg:-translate-y-1/2 lg:opacity-100"
              />
              <p className="absolute right-4 bottom-20 rounded-full bg-gray-950/40 px-3 py-1 text-xs font-semibold tracking-wide text-white sm:right-6 sm:bottom-7 lg:right-8">
                {name}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
