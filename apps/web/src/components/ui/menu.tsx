import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

export type MenuItem =
  | { label: string; to: string; badge?: ReactNode }
  | { label: string; onSelect: () => void };

type MenuProps = {
  /** What the button shows. */
  trigger: ReactNode;
  /** The button's accessible name when its content is not a good one (an avatar, say). */
  triggerLabel?: string;
  triggerClassName?: string;
  items: MenuItem[];
  /** Shown above the items, outside role="menu" (a menu may only own items). */
  header?: ReactNode;
  align?: 'start' | 'end';
};

type Focus = 'first' | 'last' | number;

const itemClass =
  'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus-visible:-outline-offset-2 dark:text-gray-100 dark:hover:bg-gray-800 dark:hover:text-white dark:focus:bg-gray-800 dark:focus:text-white';

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * arrows, Home, End and a typed letter move between items; Escape closes and returns focus to the
 * button; Tab or a click elsewhere closes.
 */
export function Menu({
  trigger,
  triggerLabel,
  triggerClassName = '',
  items,
  header,
  align = 'start',
}: MenuProps) {
  const [focus, setFocus] = useState<Focus | null>(null);
  const isOpen = focus !== null;
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);

  const close = useCallback((returnFocus: boolean) => {
    setFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (focus === null) return;
    const index = focus === 'first' ? 0 : focus === 'last' ? items.length - 1 : focus;
    itemRefs.current[index]?.focus();
  }, [focus, items.length]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocus(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (/^\S$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const next = findByLetter(items, current, event.key);
      if (next !== -1) setFocus(next);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        onClick={() => (isOpen ? close(false) : setFocus('first'))}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        hidden={!isOpen}
        className={`absolute top-full z-40 mt-2 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-700 ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        {header}
        <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => {
            const ref = (el: HTMLElement | null) => {
              itemRefs.current[index] = el;
            };
            return 'to' in item ? (
              <Link
                key={item.label}
                ref={ref}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(true)}
                className={itemClass}
              >
                {item.label}
                {item.badge}
              </Link>
            ) : (
              <button
                key={item.label}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={itemClass}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The next item after `from` whose label starts with `letter`, wrapping; -1 if none. */
function findByLetter(items: MenuItem[], from: number, letter: string): number {
  const wanted = letter.toLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const index = (from + step) % items.length;
    if (items[index]!.label.toLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}
