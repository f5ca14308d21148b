import { useEffect, useRef, useState } from 'react';
import { COMPANIES } from '../content';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { SpriteIcon } from './sprite-icon';

const LOOP_MS = 40_000;

/**
 * Ten company logos, shown twice in a row that slides by half its width every 40 s, so the loop has
 * no seam. It stops on hover and with its pause button (WCAG 2.2.2). For visitors who ask for less
 * motion it is a still grid of the ten: CSS sets that layout, so the pre-rendered page is right too.
 */
export function LogoStrip() {
  const listRef = useRef<HTMLUListElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion || !listRef.current) return;
    const animation = listRef.current.animate(
      [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }],
      { duration: LOOP_MS, iterations: Number.POSITIVE_INFINITY },
    );
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [prefersReducedMotion]);

  useEffect(() => {
    if (isPaused || isHovered) animationRef.current?.pause();
    else animationRef.current?.play();
  }, [isPaused, isHovered]);

  return (
    <section
      aria-labelledby="companies-title"
      className="border-y border-gray-200 px-4 py-14 [--logo-bg:#fff] sm:px-6 lg:px-8 dark:border-gray-800 dark:[--logo-bg:#030712]"
    >
      <div className="mx-auto max-w-7xl">
        <h2
          id="companies-title"
          className="text-center text-sm font-semibold tracking-wider text-gray-700 uppercase dark:text-gray-300"
        >
          Trusted by thousands of freelancers and businesses
        </h2>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a convenience; the button below is the accessible control */}
        <div
          className="mt-8 overflow-hidden mask-x-from-85% mask-x-to-100% motion-reduce:mask-none"
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
        >
          <ul
            ref={listRef}
            className="flex w-max items-center gap-x-12 pr-12 text-gray-600 motion-reduce:grid motion-reduce:w-auto motion-reduce:grid-cols-2 motion-reduce:justify-items-center motion-reduce:gap-x-6 motion-reduce:gap-y-8 motion-reduce:pr-0 sm:motion-reduce:grid-cols-3 lg:motion-reduce:grid-cols-5 dark:text-gray-400"
          >
            {[...COMPANIES, ...COMPANIES].map((company, i) => {
              const isCopy = i >= COMPANIES.length;
              return (
                <li
                  key={`${company.id}-${isCopy}`}
                  aria-hidden={isCopy || undefined}
                  className={`shrink-0 ${isCopy ? 'motion-reduce:hidden' : ''}`}
                >
                  <SpriteIcon
                    sprite="companies"
                    id={company.id}
                    label={isCopy ? undefined : company.name}
                    className="h-9 w-36"
                  />
                </li>
              );
            })}
          </ul>
        </div>
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <button
            type="button"
            onClick={() => setIsPaused((paused) => !paused)}
            aria-pressed={isPaused}
            className="inline-flex min-h-8 items-center gap-2 rounded-full px-3 text-xs font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-gray-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
              <path d={isPaused ? 'M8 5v14l11-7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} />
            </svg>
            Pause logos
          </button>
        </div>
      </div>
    </section>
  );
}
