import type { CatalogItem } from '@skillora/shared';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { Switch } from '../../../../components/ui/switch';
import {
  Cell,
  HeaderCell,
  MessageRow,
  Row,
  Table,
  TableBody,
  TableHead,
} from '../../../../components/ui/table';
import { Tooltip } from '../../../../components/ui/tooltip';
import { Icon } from '../../../admin';
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
    <Table caption={title} minWidth="min-w-0">
      <TableHead>
        <tr>
          {/* At phone width SI No steps aside, so the name and its actions fit the screen. */}
          <HeaderCell className="hidden w-20 sm:table-cell">SI No</HeaderCell>
          <HeaderCell>{texts.nameColumn}</HeaderCell>
          <HeaderCell className="text-right sm:w-48">Actions</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {items.length === 0 && <MessageRow columns={3}>{isLoading ? 'Loading...' : texts.empty}</MessageRow>}
        {items.map((item, index) => (
          <Row key={item._id}>
            <Cell className="hidden text-gray-600 tabular-nums sm:table-cell dark:text-gray-400">
              {firstNumber + index}
            </Cell>
            <Cell className="font-medium">
              <span className="flex flex-wrap items-center gap-2">
                {item.name}
                {!item.isListed && <StatusBadge status="unlisted" />}
              </span>
            </Cell>
            <Cell>
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
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
