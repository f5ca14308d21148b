import { PORTFOLIO_IMAGES_MAX } from '@skillora/shared/profiles';
import type { PortfolioItem } from '@skillora/shared/schemas/profiles';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
import { errorText } from '../../../lib/api-client';
import { useChangePortfolio } from '../api/portfolio';
import { loadProfileSchemas, usePreloadProfileSchemas } from '../lib/profile-schemas';

/** The portfolio on the profile page: items with up to three images each, added and removed here. */
export function PortfolioEditor({ items }: { items: PortfolioItem[] }) {
  return (
    <div className="space-y-4">
      {items.length === 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          No portfolio items yet: add your best work.
        </p>
      )}
      {items.map((item) => (
        <PortfolioItemCard key={item.id} item={item} />
      ))}
      <AddPortfolioItem />
    </div>
  );
}

function PortfolioItemCard({ item }: { item: PortfolioItem }) {
  const change = useChangePortfolio();
  const inputId = useId();
  const run = (variables: Parameters<typeof change.mutate>[0], fallback: string) =>
    change.mutate(variables, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, fallback)),
    });
  return (
    <article aria-label={item.title} className="rounded-xl p-4 ring-1 ring-gray-200 dark:ring-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{item.title}</h3>
        <Button
          variant="ghost"
          disabled={change.isPending}
          onClick={() => run({ kind: 'delete', id: item.id }, 'Failed to delete the portfolio item')}
          aria-label={`Delete ${item.title}`}
        >
          Delete
        </Button>
      </div>
      {item.description && <p className="mt-1 text-sm whitespace-pre-line">{item.description}</p>}
      {item.link && (
        <a
          href={item.link}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="mt-1 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100"
        >
          {item.link}
        </a>
      )}
      <ul className="mt-3 flex flex-wrap gap-3">
        {item.images.map((image, i) => (
          <li key={image.fileId} className="relative">
            <img
              src={image.url}
              alt={`${item.title} (${i + 1} of ${item.images.length})`}
              className="h-24 w-32 rounded-lg object-cover ring-1 ring-gray-200 dark:ring-gray-700"
            />
            <Button
              variant="ghost"
              className="mt-1"
              disabled={change.isPending}
              onClick={() =>
                run({ kind: 'remove-image', id: item.id, fileId: image.fileId }, 'Failed to remove the image')
              }
              aria-label={`Remove ${item.title} (${i + 1} of ${item.images.length})`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {item.images.length < PORTFOLIO_IMAGES_MAX && (
        <div className="mt-3">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            disabled={change.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) run({ kind: 'add-image', id: item.id, file }, 'Failed to upload the image');
            }}
          />
          <label
            htmlFor={inputId}
            className={buttonClass(
              'secondary',
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            )}
          >
            {`Add an image to ${item.title}`}
          </label>
          <span className="ml-2 text-xs text-gray-700 dark:text-gray-300">
            {item.images.length} of {PORTFOLIO_IMAGES_MAX} images
          </span>
        </div>
      )}
    </article>
  );
}

function AddPortfolioItem() {
  const change = useChangePortfolio();
  usePreloadProfileSchemas();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { title, description, link: link.trim() || null };
    let schemas: Awaited<ReturnType<typeof loadProfileSchemas>>;
    try {
      schemas = await loadProfileSchemas();
    } catch {
      setFormError('Failed to add the portfolio item');
      return;
    }
    const checked = schemas.PortfolioItemFieldsSchema.safeParse(fields);
    if (!checked.success) {
      const found: Partial<Record<string, string>> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(
      { kind: 'add', fields },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setTitle('');
          setDescription('');
          setLink('');
          setFormError(null);
        },
        onError: (err) => setFormError(errorText(err, 'Failed to add the portfolio item')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a portfolio item"
      className="space-y-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-950"
    >
      <h3 className="font-semibold">Add a portfolio item</h3>
      <FormError message={formError} />
      <InputField label="Project title" error={errors.title} value={title} onChange={setTitle} />
      <TextAreaField
        label="Project description"
        error={errors.description}
        rows={3}
        value={description}
        onChange={setDescription}
      />
      <InputField
        label="Project link"
        error={errors.link}
        hint="Optional, starting with https://"
        type="url"
        value={link}
        onChange={setLink}
      />
      <Button type="submit" disabled={change.isPending}>
        Add item
      </Button>
    </form>
  );
}
