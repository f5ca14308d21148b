import { type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './icon-button';

type DrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * A panel that slides in from the left over a dimmed overlay. Built on a modal <dialog>, so the page
 * behind is inert, Tab stays inside, Escape closes and focus goes back to the opener; a click on the
 * overlay or the close button closes it too.
 */
export function Drawer({ isOpen, onClose, title, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    // The page behind must not scroll under the overlay.
    document.documentElement.classList.toggle('overflow-hidden', isOpen);
    return () => document.documentElement.classList.remove('overflow-hidden');
  }, [isOpen]);

  return (
    // The panel fills the dialog box, so a click whose target is the dialog itself hit the overlay;
    // keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] -translate-x-full bg-white p-0 text-gray-900 shadow-2xl transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-gray-950/60 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-300 open:translate-x-0 open:backdrop:opacity-100 starting:open:-translate-x-full starting:open:backdrop:opacity-0 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 dark:border-gray-800">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          <IconButton
            label="Close menu"
            icon="M6 6l12 12M18 6 6 18"
            iconClassName="size-5"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          />
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </dialog>
  );
}

/** The "hamburger" that opens a Drawer; shown only below lg, where the top bar has no room for links. */
export function DrawerButton({ isOpen, onOpen }: { isOpen: boolean; onOpen: () => void }) {
  return (
    <IconButton
      label="Open menu"
      icon="M4 7h16M4 12h16M4 17h16"
      iconClassName="size-6"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="-ml-2 inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 lg:hidden dark:text-gray-200 dark:hover:bg-gray-800"
    />
  );
}
