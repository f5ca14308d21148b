import { BACK_TO_TOP_THRESHOLD_PX } from '@skillora/shared/constants';
import { useEffect, useState } from 'react';
import { IconButton } from './icon-button';

/**
 * A "Back to top" button that shows once the page has scrolled past the threshold. It also moves
 * focus to `focusTargetId` (an element with tabIndex -1), so keyboard users land where they look.
 */
export function ScrollToTop({ focusTargetId }: { focusTargetId: string }) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  if (!isVisible) return null;

  const scrollUp = () => {
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <IconButton
      label="Back to top"
      icon="M12 19V5M5 12l7-7 7 7"
      iconClassName="size-6"
      onClick={scrollUp}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white/70 hover:bg-brand-700 sm:right-6 sm:bottom-6 dark:ring-gray-950/70"
    />
  );
}
