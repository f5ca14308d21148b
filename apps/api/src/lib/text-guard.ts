import { withoutDirectionControls } from '@skillora/shared';

// NUL cannot be stored in PostgreSQL text, and an unpaired UTF-16 surrogate is not text at all
// (JSON's "\ud800" escape makes one): both are refused before any schema or query sees them.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isNotText = (s: string) => s.includes('\u0000') || UNPAIRED_SURROGATE.test(s);

export const BAD_TEXT_MESSAGE =
  'Text must not contain NUL characters or broken Unicode (unpaired surrogates)';

/**
 * True when any string (or object key) anywhere in `value` is not storable text. It runs on every
 * request's params, query and body (plugins/input.ts): an empty or flat one allocates nothing.
 */
export function hasBadText(value: unknown): boolean {
  // An explicit stack, made only for nested values: bodies may nest deeply.
  let stack: unknown[] | undefined;
  let item = value;
  for (;;) {
    if (typeof item === 'string') {
      if (isNotText(item)) return true;
    } else if (Array.isArray(item)) {
      stack ??= [];
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      const object = item as Record<string, unknown>;
      for (const key in object) {
        if (!Object.hasOwn(object, key)) continue;
        if (isNotText(key)) return true;
        const child = object[key];
        if (typeof child === 'string') {
          if (isNotText(child)) return true;
        } else if (child !== null && typeof child === 'object') {
          stack ??= [];
          stack.push(child);
        }
      }
    }
    if (stack === undefined || stack.length === 0) return false;
    item = stack.pop();
  }
}

/**
 * An uploaded file's name as it is kept and shown: without text-direction controls, which would make
 * "invoice\u202Egpj.exe" read as "invoiceexe.jpg" in the thread, the bell and the download (issue 31).
 * Stripped rather than refused: the sender may not have chosen the name (systems set to a right-to-left
 * language add such controls), and without them the name shows what the file really is.
 */
export const cleanFileName = (name: string) => withoutDirectionControls(name);
