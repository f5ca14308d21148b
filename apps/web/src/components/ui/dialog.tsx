import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /**
   * Where focus goes when it closes, when not back to its opener: the opener may be on its way out
   * (the action removed it). Read as the dialog closes.
   */
  finalFocus?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the focus trap),
 * Escape closes it, and focus goes back to whatever opened it (or to `finalFocus`). Content mounts only while open, so
 * a form inside starts fresh each time.
 */
export function Dialog({ open, onClose, title, description, finalFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // At once, not on the 'close' event: that fires a task later and could pull focus back from
      // wherever the user has moved it since.
      (finalFocus?.current ?? opener.current)?.focus();
    }
  }, [open, finalFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let the owner decide, so its state stays the one truth.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself; presses inside land on the panel.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-gray-900 shadow-2xl ring-1 ring-gray-200 backdrop:bg-gray-950/60 backdrop:backdrop-blur-sm dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-800"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
              {description}
            </p>
          )}
          <div className="mt-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}
