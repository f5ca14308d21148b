import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { rovingTarget } from '../../lib/roving-focus';
import { LineIcon } from './line-icon';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** The level of each item's heading, so the outline fits the page around it. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * WAI-ARIA accordion: each header is a button inside a heading, with aria-expanded and a labelled
 * region; several panels may be open. ArrowUp/ArrowDown, Home and End move between headers.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const id = useId();
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(new Set());
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const target = rovingTarget(event.key, index, items.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    buttonRefs.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-gray-200 rounded-2xl bg-white ring-1 ring-gray-200 dark:divide-gray-800 dark:bg-gray-900 dark:ring-gray-800">
      {items.map((item, index) => {
        const isOpen = openItems.has(index);
        return (
          <div key={item.title}>
            <Heading className="text-base font-semibold">
              <button
                ref={(el) => {
                  buttonRefs.current[index] = el;
                }}
                type="button"
                id={`${id}-header-${index}`}
                aria-expanded={isOpen}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => toggle(index)}
                onKeyDown={onKeyDown(index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:text-brand-700 dark:hover:text-brand-100"
              >
                {item.title}
                <LineIcon
                  d="m6 9 6 6 6-6"
                  className={`size-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <section
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-header-${index}`}
              hidden={!isOpen}
              className="px-5 pb-5 text-gray-700 dark:text-gray-300"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
