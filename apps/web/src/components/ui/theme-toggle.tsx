import { toggleTheme } from '../../lib/theme';
import { LineIcon } from './line-icon';

/**
 * Light or dark. Its icon and name follow the `dark` class on <html> in CSS, not React state: a
 * prerendered page (ADR 029) shows the right ones in the saved theme before any script has run,
 * and its hydrating render, which cannot know the theme, matches the HTML.
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={`inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 ${className}`}
    >
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
      <LineIcon d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" className="size-5 dark:hidden" />
      <LineIcon
        d="M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        className="hidden size-5 dark:block"
      />
    </button>
  );
}
