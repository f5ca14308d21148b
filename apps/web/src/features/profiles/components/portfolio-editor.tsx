import { PORTFOLIO_IMAGES_MAX } from '@skillora/shared/profiles';
import type { PortfolioItem } from '@skillora/shared/schemas/profiles';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { FormError } from '../../../components/ui/form-field';
import { InputField, TextAreaField } from '../../../components/ui/text-fields';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangePortfolio } from '../api/portfolio';
import { useProfileForm } from '../lib/use-profile-form';
import { ImageFileButton } from './image-file-button';

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
  const run = (variables: Parameters<typeof change.mutate>[0], fallback: string) =>
    change.mutate(variables, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, fallback)),
    });
  return (
    <article aria-label={item.title} className="rounded-xl p-4 ring-1 ring-gray-200 dark:ring-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold">{item.title}</h3>
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
        <ExternalLink
          href={item.link}
          className="mt-1 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100"
        >
          {item.link}
        </ExternalLink>
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
          <ImageFileButton
            disabled={change.isPending}
            onFile={(file) => run({ kind: 'add-image', id: item.id, file }, 'Failed to upload the image')}
          >
            {`Add an image to ${item.title}`}
          </ImageFileButton>
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
  const form = useProfileForm({ title: '', description: '', link: '' }, 'Failed to add the portfolio item');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...form.values, link: form.values.link.trim() || null };
    if (!(await form.check((schemas) => schemas.PortfolioItemFieldsSchema, fields))) return;
    change.mutate(
      { kind: 'add', fields },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.reset();
          form.setFormError(null);
        },
        onError: form.failed,
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
      <FormError message={form.formError} />
      <InputField label="Project title" {...form.field('title')} />
      <TextAreaField label="Project description" rows={3} {...form.field('description')} />
      <InputField
        label="Project link"
        hint="Optional, starting with https://"
        type="url"
        {...form.field('link')}
      />
      <Button type="submit" disabled={change.isPending}>
        Add item
      </Button>
    </form>
  );
}
