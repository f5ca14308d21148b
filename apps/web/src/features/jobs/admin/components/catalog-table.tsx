import type { CatalogItem } from '@skillora/shared';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { Switch } from '../../../../components/ui/switch';
import { Tooltip } from '../../../../components/ui/tooltip';
import { AdminTable, Icon } from '../../../admin';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';

type CatalogTableProps = {
  kind: CatalogKind;
  items: CatalogItem[];
  /** SI No of the first row on this page. */
  firstNumber: number;
  isLoading: boolean;
  onToggleListed: (item: CatalogItem) => void;
  onEdit: (item: CatalogItem) => void;
};

export function CatalogTable({
  kind,
  items,
  firstNumber,
  isLoading,
  onToggleListed,
  onEdit,
}: CatalogTableProps) {
  const { title, texts } = CATALOG_CONFIG[kind];
  return (
    <AdminTable
      caption={title}
      rows={items}
      rowKey={(item) => item._id}
      emptyText={isLoading ? 'Loading...' : texts.empty}
      serialOf={(index) => firstNumber + index}
      columns={[
        {
          header: texts.nameColumn,
          cellClassName: 'font-medium',
          cell: (item) => (
            <span className="flex flex-wrap items-center gap-2">
              {item.name}
              {!item.isListed && <StatusBadge status="unlisted" />}
            </span>
          ),
        },
        {
          header: 'Actions',
          headerClassName: 'text-right sm:w-48',
          cell: (item) => (
            <div className="flex items-center justify-end gap-1 sm:gap-3">
              <Tooltip text={item.isListed ? 'Make it inactive' : 'Make it active'}>
                {(tooltipId) => (
                  <Switch
                    checked={item.isListed}
                    label={`Listed: ${item.name}`}
                    aria-describedby={tooltipId}
                    onCheckedChange={() => onToggleListed(item)}
                  />
                )}
              </Tooltip>
              <Button
                variant="ghost"
                className="min-h-9 px-3"
                onClick={() => onEdit(item)}
                aria-label={`Edit ${item.name}`}
              >
                <Icon name="edit" className="size-4" />
                <span className="hidden sm:inline">Edit</span>
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
