// The items screen: the list, and whichever of its modals is open. The organisation's settings
// decide the columns, the item code field, the custom fields and stock tracking.
import { Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useCanEditItems, useItemSettings, type ItemSettings } from '../hooks/use-items';
import { AddItemModal, EditItemModal } from './item-form-modal';
import { ItemList, type ItemModal } from './item-list';
import { StockTrackingModal } from './stock-tracking-modal';
import { UploadDialog } from './upload-dialog';
import { VariationsModal } from './variations-modal';

/**
 * What a member who may not read the organisation's settings (no 'settings.view') sees: the
 * default columns, no custom fields and no stock tracking.
 */
const DEFAULT_SETTINGS: ItemSettings = { businessId: null, inventoryTracking: false, customFields: [] };

export function ItemsScreen({ orgId }: { orgId: string }) {
  const { settings, error } = useItemSettings(orgId);
  const canEdit = useCanEditItems(orgId);
  const [open, setOpen] = useState<ItemModal | null>(null);
  if (!settings && !error) return <Loader variation="linear" />;
  const applied = settings ?? DEFAULT_SETTINGS;
  const close = () => setOpen(null);

  return (
    <>
      <ItemList orgId={orgId} settings={applied} canEdit={canEdit} onOpen={setOpen} />
      {open?.kind === 'add' && <AddItemModal orgId={orgId} settings={applied} onClose={close} />}
      {open?.kind === 'edit' && <EditItemModal orgId={orgId} settings={applied} itemId={open.itemId} onClose={close} />}
      {open?.kind === 'variations' && <VariationsModal item={open.item} canEdit={canEdit} onClose={close} />}
      {open?.kind === 'stock' && <StockTrackingModal orgId={orgId} itemId={open.itemId} onClose={close} />}
      {open?.kind === 'upload' && <UploadDialog orgId={orgId} onClose={close} />}
    </>
  );
}
