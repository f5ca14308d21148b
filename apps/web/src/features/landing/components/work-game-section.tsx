import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import workGameUrl from '../assets/work-game.svg?no-inline';
import { WORK_GAME_BULLETS } from '../content';
import { SpriteIcon } from './sprite-icon';

export function WorkGameSection() {
  return (
    <section aria-labelledby="work-game-title" className="px-4 pt-10 pb-16 sm:px-6 sm:pt-12 sm:pb-24 lg:px-8">
      <div className="mx-auto grid max-w-7xl items-center gap-10 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2 lg:gap-16 lg:p-14 dark:bg-gray-900 dark:ring-gray-800">
        <img
          src={workGameUrl}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          alt="A client comparing two freelancer profiles next to a rising project chart"
          className="mx-auto h-auto w-full max-w-lg rounded-2xl lg:max-w-none"
        />
        <div>
          <h2 id="work-game-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Up your work game, it's easy
          </h2>
          <ul className="mt-8 space-y-6">
            {WORK_GAME_BULLETS.map((bullet) => (
              <li key={bullet.title} className="flex gap-4">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <SpriteIcon id="check" className="size-4" />
                </span>
                <div>
                  <p className="font-semibold text-gray-900 dark:text-white">{bullet.title}</p>
                  <p className="mt-1 text-gray-700 dark:text-gray-300">{bullet.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/select-role" className={buttonClass('primary', 'mt-10 min-h-12 px-6 text-base')}>
            Get started
          </Link>
        </div>
      </div>
    </section>
  );
}
