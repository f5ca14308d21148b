import type { ButtonHTMLAttributes } from 'react';
import { LineIcon } from './line-icon';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> & {
  /** What the button does, for screen readers: it shows only its icon. */
  label: string;
  /** The icon's path (LineIcon). */
  icon: string;
  iconClassName: string;
  strokeWidth?: number;
};

/** A button that is only an icon (close, open the menu, back to top, next slide). */
export function IconButton({ label, icon, iconClassName, strokeWidth, ...button }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} {...button}>
      <LineIcon d={icon} className={iconClassName} strokeWidth={strokeWidth} />
    </button>
  );
}
