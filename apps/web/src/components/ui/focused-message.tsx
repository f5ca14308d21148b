import { useEffect, useRef } from 'react';

type FocusedMessageProps = {
  message: string;
  /** 'alert' for a refusal, 'status' for good news. */
  role: 'alert' | 'status';
  className: string;
};

/**
 * A form's answer (a refusal, a thank-you), brought into view and focused as it appears or changes:
 * one above the fold, after a submit at the bottom, goes unseen, and focus tells a screen reader.
 */
export function FocusedMessage({ message, role, className }: FocusedMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus();
    }
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} role={role} className={`focus:outline-none ${className}`}>
      {message}
    </div>
  );
}
