import { type CSSProperties, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '../../lib/theme';
import { showToastsWith } from '../../lib/toast';

// Pages toast through lib/toast, which this shell module hands sonner to.
showToastsWith((kind, message) => toast[kind](message));

// Sonner's light rich colours put the text under AA contrast on their tints (success and error
// 4.3:1, info 4.4:1, warning 3.1:1); darker shades of the same hues reach 5:1 or more. Its dark
// colours pass as they are.
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

/**
 * Below the 64 px top bars (h-16) plus a gap: a toast never covers the account menu or the theme
 * toggle at the top right.
 */
const BELOW_TOP_BAR = { top: 76, right: 16 };

/**
 * An error belongs to the page that raised it: leaving the page dismisses it ('Enter credentials'
 * must not greet the user on their home after a successful login). A success toast may announce
 * the next page ('otp verified successfully' on /login), so it stays.
 */
function useDismissErrorsOnNavigate() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    for (const t of toast.getToasts()) {
      if ('type' in t && t.type === 'error') toast.dismiss(t.id);
    }
  }, [pathname]);
}

/** Toasts at the top right, as the spec places them, under the top bar. */
export function Toaster() {
  const theme = useTheme();
  useDismissErrorsOnNavigate();
  return (
    <Sonner
      position="top-right"
      theme={theme}
      richColors
      closeButton
      // sonner's close button is 20 px; a toast can lie over any button, so it is 24 px by itself
      // (WCAG 2.5.8). Important: sonner's own rule is unlayered and would win over a utility.
      toastOptions={{ classNames: { closeButton: 'size-6!' } }}
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
      style={theme === 'light' ? LIGHT_RICH_TEXT : undefined}
    />
  );
}
