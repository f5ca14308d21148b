import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../../lib/theme';

// Sonner's light rich colours put the text under AA contrast on their tints (success and error
// 4.3:1, info 4.4:1, warning 3.1:1); darker shades of the same hues reach 5:1 or more. Its dark
// colours pass as they are.
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties;

/** Toasts at the top right, as the spec places them. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      position="top-right"
      theme={theme}
      richColors
      closeButton
      style={theme === 'light' ? LIGHT_RICH_TEXT : undefined}
    />
  );
}
