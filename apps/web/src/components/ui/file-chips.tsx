/** A chosen file as a chip shows it: its name, and a key that stays while the list changes. */
export type Chip = { key: string; name: string };

/** The key of a picked browser File (the same file picked twice is two chips). */
export const chipOf = (file: File, i: number): Chip => ({
  key: `${file.name}-${file.size}-${file.lastModified}-${i}`,
  name: file.name,
});

/**
 * Files chosen to go with a message, a dispute's evidence, a job, a proposal or a submission: one
 * line each however long the name (the whole name is the tooltip's and the Remove button's).
 */
export function FileChips({
  chips,
  label,
  onRemove,
}: {
  chips: readonly Chip[];
  label: string;
  onRemove: (index: number) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="mb-2 flex flex-wrap gap-2">
      {chips.map((chip, i) => (
        <li
          key={chip.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-gray-100 py-0.5 pr-1 pl-3 text-xs dark:bg-gray-800"
        >
          <span className="min-w-0 truncate" title={chip.name}>
            {chip.name}
          </span>
          <button
            type="button"
            aria-label={`Remove ${chip.name}`}
            onClick={() => onRemove(i)}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-gray-200 dark:hover:bg-gray-700"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
