import type { CatalogItem } from '@skillora/shared';
import { DIALOG_ERROR_MS, NAME_MAX } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormError } from '../../../../components/ui/form-field';
import { TextField } from '../../../../components/ui/input';
import { errorText } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useTimedMessage } from '../../../admin';
import { useAddCatalogItem } from '../api/add-catalog-item';
import { useEditCatalogItem } from '../api/edit-catalog-item';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';

type CatalogNameDialogProps = {
  kind: CatalogKind;
  /** null: closed; 'new': the Add dialog; an item: its Edit dialog. */
  target: CatalogItem | 'new' | null;
  onClose: () => void;
  onAdded: () => void;
};

/** Add and Edit share one form: a required name, errors in red inside for 3 s. */
export function CatalogNameDialog({ kind, target, onClose, onAdded }: CatalogNameDialogProps) {
  const { texts } = CATALOG_CONFIG[kind];
  const isNew = target === 'new';
  return (
    <Dialog open={target !== null} onClose={onClose} title={isNew ? texts.add : texts.edit}>
      {target !== null && (
        <NameForm
          kind={kind}
          item={isNew ? null : target}
          onDone={() => {
            if (isNew) onAdded();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

type NameFormProps = {
  kind: CatalogKind;
  item: CatalogItem | null;
  onDone: () => void;
  onCancel: () => void;
};

function NameForm({ kind, item, onDone, onCancel }: NameFormProps) {
  const { texts } = CATALOG_CONFIG[kind];
  const [name, setName] = useState(item?.name ?? '');
  const [error, showError] = useTimedMessage(DIALOG_ERROR_MS);
  const add = useAddCatalogItem(kind);
  const edit = useEditCatalogItem(kind);
  const isPending = add.isPending || edit.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error(texts.required);
      return;
    }
    const handlers = {
      onSuccess: () => {
        toast.success(item ? texts.updated : texts.added);
        onDone();
      },
      // Edit reuses the add wording, as the spec does.
      onError: (err: Error) => showError(errorText(err, texts.dialogError)),
    };
    if (item) edit.mutate({ id: item._id, name: trimmed }, handlers);
    else add.mutate(trimmed, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={texts.nameLabel}
        name="name"
        autoComplete="off"
        maxLength={NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormError message={error} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : item ? 'Save' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
