// The items list (spec part 2 §2 Items): the organisation's items in the column set of its
// business type, with Edit, Variations, Stock (inventory tracking only) and Delete, and the
// buttons that add an item, upload a workbook of items and download the workbook's template.
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { MESSAGES, type CatalogueRow } from '@bahi/shared';
import { useMemo, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { DataTable } from '../../../app/data-table/data-table';
import { itemColumns } from '../api/item-columns';
import { downloadItemTemplate } from '../api/item-template';
import { deleteItem } from '../api/items-api';
import { itemsChanged, useItemList, type ItemSettings } from '../hooks/use-items';

export type ItemModal =
  | { kind: 'add' }
  | { kind: 'edit'; itemId: string }
  | { kind: 'variations'; item: CatalogueRow }
  | { kind: 'stock'; itemId: string }
  | { kind: 'upload' };

export interface ItemListProps {
  orgId: string;
  settings: ItemSettings;
  canEdit: boolean;
  onOpen(modal: ItemModal): void;
}

export function ItemList({ orgId, settings, canEdit, onOpen }: ItemListProps) {
  const alerts = useAlerts();
  const { data: items, error } = useItemList(orgId);
  const columns = useMemo(() => itemColumns(settings.businessId, settings.inventoryTracking), [settings.businessId, settings.inventoryTracking]);
  const [downloading, setDownloading] = useState(false);

  const removal = useConfirmedRemoval(async (item: CatalogueRow) => {
    await deleteItem(item.id);
    await itemsChanged(orgId, item.id);
    return MESSAGES.deleted;
  });


  async function downloadTemplate() {
    setDownloading(true);
    try {
      await downloadItemTemplate();
    } catch (failure) {
      alerts.show('error', failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Flex direction="column" gap="1rem">
      <Flex alignItems="center" gap="0.75rem" wrap="wrap">
        <Heading level={3} marginInlineEnd="0.75rem">
          Items
        </Heading>
        {canEdit && (
          <>
            <Button variation="primary" onClick={() => onOpen({ kind: 'add' })}>
              Add item
            </Button>
            <Button onClick={() => onOpen({ kind: 'upload' })}>Upload items</Button>
          </>
        )}
        <Button onClick={() => void downloadTemplate()} isLoading={downloading} loadingText="Download template">
          Download template
        </Button>
      </Flex>
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {!items && !error && <Loader variation="linear" />}
      {items && (
        <DataTable
          rows={items}
          columns={columns}
          exportName="Items"
          rowKey={(row) => row.id}
          emptyText="No items yet. Add your first item or upload a workbook of them."
          actions={(row) => (
            <>
              {canEdit && (
                <Button size="small" onClick={() => onOpen({ kind: 'edit', itemId: row.id })} aria-label={`Edit ${row.short_name}`}>
                  Edit
                </Button>
              )}
              <Button size="small" onClick={() => onOpen({ kind: 'variations', item: row })} aria-label={`Variations of ${row.short_name}`}>
                Variations
              </Button>
              {/* Only goods have stock to count. */}
              {canEdit && settings.inventoryTracking && row.goodstype === 'goods' && (
                <Button size="small" onClick={() => onOpen({ kind: 'stock', itemId: row.id })} aria-label={`Stock of ${row.short_name}`}>
                  Stock
                </Button>
              )}
              {canEdit && (
                <Button size="small" colorTheme="error" onClick={() => removal.ask(row)} aria-label={`Delete ${row.short_name}`}>
                  Delete
                </Button>
              )}
            </>
          )}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        question={`Delete ${removal.target?.short_name ?? ''} and its variations?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
      />
    </Flex>
  );
}
