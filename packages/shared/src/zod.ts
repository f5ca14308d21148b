import * as z from 'zod';

/**
 * The project's zod: `import * as z from '../zod'` so every schema gets the messages below.
 *
 * Default messages for schema rules that do not carry their own text. The API sends these to the
 * user as `{ error }`, so they name the field in words rather than in Zod's vocabulary.
 */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = path?.at(-1);
  if (typeof last !== 'string') return 'Value';
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

z.config({
  customError: (iss) => {
    const label = fieldLabel(iss.path);
    switch (iss.code) {
      case 'invalid_type':
        return iss.input === undefined || iss.input === null
          ? `${label} is required`
          : `${label} must be ${iss.expected === 'object' ? 'an object' : `a ${iss.expected}`}`;
      case 'too_small':
        if (iss.origin === 'string') {
          return Number(iss.minimum) <= 1
            ? `${label} is required`
            : `${label} must be at least ${iss.minimum} characters`;
        }
        return `${label} must be at least ${iss.minimum}`;
      case 'too_big':
        return iss.origin === 'string'
          ? `${label} must be at most ${iss.maximum} characters`
          : `${label} must be at most ${iss.maximum}`;
      case 'invalid_format':
        return iss.format === 'email' ? 'Enter a valid email' : `${label} is not valid`;
      case 'invalid_value':
        return `${label} is not valid`;
      case 'unrecognized_keys':
        return `Unknown field: ${iss.keys.join(', ')}`;
      default:
        return undefined;
    }
  },
});

// Schema files `import * as z from '../zod'`: a namespace of re-exports, so bundlers keep only
// the parts of zod a schema uses (a re-exported `z` object would carry all of zod, ~90 KB gzip).
export * from 'zod';
