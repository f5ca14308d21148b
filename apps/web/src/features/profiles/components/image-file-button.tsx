import { type ReactNode, useId } from 'react';
import { buttonClass } from '../../../components/ui/button';

/**
 * A button-looking label over a hidden file input for one JPEG, PNG or WebP image. The input is
 * emptied as soon as a file is taken, so choosing the same file again fires again.
 */
export function ImageFileButton({
  disabled,
  onFile,
  children,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="peer sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          'secondary',
          'max-w-full cursor-pointer [overflow-wrap:anywhere] peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
        )}
      >
        {children}
      </label>
    </>
  );
}
