import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Spinner } from '../../components/ui/spinner';

/** A new page starts at its top; Back and Forward leave the position to the browser. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  useScrollToTopOnNavigate();
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}
