// The items screen: the list, and whichever of its modals is open. The organisation's settings
// decide the columns, the item code field, the custom fields and stock tracking.
import { Loader, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useItemAccess } from '../hooks/use-items';
import { AddItemModal, EditItemModal } from './item-form-modal';
import { ItemList, type ItemModal } from './item-list';
import { StockTrackingModal } from './stock-tracking-modal';
import { UploadDialog } from './upload-dialog';
import { VariationsModal } from './variations-modal';

export function ItemsScreen({ orgId }: { orgId: string }) {
  const { settings, canEdit, error } = useItemAccess(orgId);
  const [open, setOpen] = useState<ItemModal | null>(null);
  if (error) return <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>;
  if (!settings) return <Loader variation="linear" />;
  const close = () => setOpen(null);

  return (
    <>
      <ItemList orgId={orgId} settings={settings} canEdit={canEdit} onOpen={setOpen} />
      {open?.kind === 'add' && <AddItemModal orgId={orgId} settings={settings} onClose={close} />}
      {open?.kind === 'edit' && <EditItemModal orgId={orgId} settings={settings} itemId={open.itemId} onClose={close} />}
      {open?.kind === 'variations' && <VariationsModal item={open.item} canEdit={canEdit} onClose={close} />}
      {open?.kind === 'stock' && <StockTrackingModal orgId={orgId} itemId={open.itemId} onClose={close} />}
      {open?.kind === 'upload' && <UploadDialog orgId={orgId} onClose={close} />}
    </>
  );
}
