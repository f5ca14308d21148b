import type { FocusEvent } from 'react';
import { HERO_SLIDES } from '../content';
import { useCarousel } from '../hooks/use-carousel';
import { HeroCarousel } from './hero-carousel';
import { HeroSearch } from './hero-search';

const SLIDE_INTERVAL_MS = 6000;

export function Hero() {
  const carousel = useCarousel(HERO_SLIDES.length, SLIDE_INTERVAL_MS);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.hold(false);
  };
  return (
    // Rotation waits while the visitor points at or works inside the hero (WCAG 2.2.2).
    <section
      aria-labelledby="hero-title"
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={onBlur}
      className="relative isolate overflow-hidden bg-brand-800 text-white"
    >
      <div className="absolute inset-0 -z-5 bg-linear-to-r from-gray-950/70 via-gray-950/40 to-transparent lg:from-gray-950/60 lg:via-gray-950/20" />
      <div className="mx-auto flex min-h-[max(34rem,calc(100svh-4rem))] max-w-7xl flex-col justify-center px-4 pt-14 pb-32 sm:px-6 lg:min-h-[38rem] lg:px-8 lg:pb-28">
        <div className="max-w-xl">
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            We connect people to bring projects to life
          </h1>
          <p className="mt-5 max-w-lg text-lg text-pretty text-white/90">
            Find high-quality talent or open jobs with the help of AI tools that keep you in control.
          </p>
          <HeroSearch />
        </div>
      </div>
      <HeroCarousel carousel={carousel} />
    </section>
  );
}
