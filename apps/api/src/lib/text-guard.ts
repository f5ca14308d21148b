import { withoutDirectionControls } from '@skillora/shared';

// NUL cannot be stored in PostgreSQL text, and an unpaired UTF-16 surrogate is not text at all
// (JSON's "\ud800" escape makes one): both are refused before any schema or query sees them.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isNotText = (s: string) => s.includes('\u0000') || UNPAIRED_SURROGATE.test(s);

export const BAD_TEXT_MESSAGE =
  'Text must not contain NUL characters or broken Unicode (unpaired surrogates)';

/** True when any string (or object key) anywhere in `value` is not storable text. */
export function hasBadText(value: unknown): boolean {
  // An explicit stack: bodies may nest deeply.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isNotText(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isNotText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * An uploaded file's name as it is kept and shown: without text-direction controls, which would make
 * "invoice\u202Egpj.exe" read as "invoiceexe.jpg" in the thread, the bell and the download (issue 31).
 * Stripped rather than refused: the sender may not have chosen the name (systems set to a right-to-left
 * language add such controls), and without them the name shows what the file really is.
 */
export const cleanFileName = (name: string) => withoutDirectionControls(name);
