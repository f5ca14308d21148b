import { MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX } from '@skillora/shared/constants';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { chipOf, FileChips } from '../../../components/ui/file-chips';
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
      <FileChips
        chips={files.map(chipOf)}
        label="Files to send"
        onRemove={(i) => setFiles(files.filter((_, j) => j !== i))}
      />
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
