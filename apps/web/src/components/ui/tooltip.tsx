import { type ReactNode, useId, useState } from 'react';

type TooltipProps = {
  text: string;
  /** Renders the trigger; pass the id to its aria-describedby. */
  children: (tooltipId: string) => ReactNode;
};

/**
 * A short hint shown on hover and on keyboard focus, dismissed with Escape (WCAG 1.4.13). The text
 * stays in the DOM while hidden, so the trigger's description is always announced.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches its trigger's hover and focus
    <span
      className="relative inline-flex"
      onMouseEnter={() => setIsShown(true)}
      onMouseLeave={() => setIsShown(false)}
      onFocus={() => setIsShown(true)}
      onBlur={() => setIsShown(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setIsShown(false);
      }}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute bottom-full left-1/2 z-20 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-gray-900 px-2 py-1 text-xs font-medium text-white shadow-lg dark:bg-gray-100 dark:text-gray-900 ${
          isShown ? '' : 'hidden'
        }`}
      >
        {text}
      </span>
    </span>
  );
}
