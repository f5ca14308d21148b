import { MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX } from '@skillora/shared/constants';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/input';
import { addPicked } from '../../../lib/pick-files';

/** Enter sends, Shift+Enter starts a new line; at most MESSAGE_TEXT_MAX characters and MESSAGE_FILES_MAX files. */
export function Composer({ onSend }: { onSend: (text: string, files: File[]) => Promise<void> }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const id = useId();
  const canSend = (text.trim().length > 0 || files.length > 0) && !isSending;

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = addPicked(files, picked, `A message can carry at most ${MESSAGE_FILES_MAX} files`);
    if ('error' in next) return setError(next.error);
    setError(null);
    setFiles(next.files);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setIsSending(true);
    setError(null);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-gray-200 p-3 dark:border-gray-800">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      {files.length > 0 && (
        <ul aria-label="Files to send" className="mb-2 flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-gray-100 py-0.5 pr-1 pl-3 text-xs dark:bg-gray-800"
            >
              {/* One line however long the name: the whole name is the Remove button's and the tooltip's. */}
              <span className="min-w-0 truncate" title={file.name}>
                {file.name}
              </span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-gray-200 dark:hover:bg-gray-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          aria-label="Files to attach"
          tabIndex={-1}
          onChange={onPick}
          className="sr-only"
        />
        <Button
          variant="secondary"
          aria-label="Attach files"
          onClick={() => fileInput.current?.click()}
          disabled={files.length >= MESSAGE_FILES_MAX}
        >
          Attach
        </Button>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_TEXT_MAX}
          rows={2}
          placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
          aria-describedby={`${id}-count`}
          className={`${inputClass} max-h-48 resize-y`}
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-gray-700 dark:text-gray-300">
        <span role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </span>
        <span id={`${id}-count`}>
          {text.length.toLocaleString('en-US')} / {MESSAGE_TEXT_MAX.toLocaleString('en-US')}
        </span>
      </div>
    </form>
  );
}
