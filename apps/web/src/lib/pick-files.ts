import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@skillora/shared/constants';

const megabytes = MESSAGE_FILE_MAX_BYTES / (1024 * 1024);

/**
 * Files picked in an input, added to those already chosen, held to the attachment rules the server
 * enforces (the messages issue's): at most MESSAGE_FILES_MAX, each at most MESSAGE_FILE_MAX_BYTES.
 */
export function addPicked<T>(
  current: T[],
  picked: File[],
  tooMany: string,
  max: number = MESSAGE_FILES_MAX,
): { files: Array<T | File> } | { error: string } {
  const tooBig = picked.find((f) => f.size > MESSAGE_FILE_MAX_BYTES);
  if (tooBig) return { error: `${tooBig.name} is larger than ${megabytes} MB` };
  const files = [...current, ...picked];
  if (files.length > max) return { error: tooMany };
  return { files };
}
