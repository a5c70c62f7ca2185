// The add/edit modal of the chart of accounts (spec part 2 §2): name, type, description, and the
// asset sub-type, shown only when the type is ASSET. The server's schema checks it here and on the
// server; a name already used comes back under the name.
import { Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { ACCOUNT_TYPE_NAMES, ACCOUNT_TYPES, ASSET_TYPES, chartAccountAddRequest, type ChartAccountAddRequest, type ChartAccountRow } from '@bahi/shared';
import { useAlerts } from '../../../app/alerts';
import { FormActions } from '../../../app/form-actions';
import { Modal } from '../../../app/modal';
import { useSchemaForm } from '../../../app/use-schema-form';
import { chartAccountsChanged, saveChartAccount } from '../api/chart-accounts-api';

const ASSET_TYPE_LABELS: Record<(typeof ASSET_TYPES)[number], string> = { CURRENT: 'Current asset', FIXED: 'Fixed asset' };

type FormValues = { name: string; type: string; description: string; asset_type: string };

/** What is sent: the asset type a hidden field may still hold goes only with an ASSET account. */
const wireOf = (orgId: string, values: FormValues): ChartAccountAddRequest => ({
  ...values,
  orgid: orgId,
  asset_type: values.type === 'ASSET' ? values.asset_type : '',
});

export interface ChartAccountModalProps {
  orgId: string;
  /** The account being changed; null to add one. */
  editing: ChartAccountRow | null;
  onClose(): void;
}

export function ChartAccountModal({ orgId, editing, onClose }: ChartAccountModalProps) {
  const alerts = useAlerts();
  const title = editing ? 'Edit account' : 'Add account';
  const initial: FormValues = {
    name: editing?.name ?? '',
    type: editing?.type ?? '',
    description: editing?.description ?? '',
    asset_type: editing?.asset_type ?? '',
  };
  const form = useSchemaForm(
    chartAccountAddRequest,
    initial,
    {
      toInput: (values) => wireOf(orgId, values),
      onSubmit: async () => {
        const message = await saveChartAccount(wireOf(orgId, form.values), editing);
        await chartAccountsChanged(orgId);
        alerts.show('success', message);
        onClose();
      },
    },
  );

  return (
    <Modal title={title} onClose={onClose} size="small">
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={title}>
        <Flex direction="column" gap="0.9rem">
          <TextField label="Name" autoComplete="off" {...form.field('name')} />
          <SelectField label="Type" placeholder="Choose the type" {...form.field('type')}>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACCOUNT_TYPE_NAMES[type]}
              </option>
            ))}
          </SelectField>
          {form.values.type === 'ASSET' && (
            <SelectField label="Asset type" placeholder="Choose the asset type" {...form.field('asset_type')}>
              {ASSET_TYPES.map((assetType) => (
                <option key={assetType} value={assetType}>
                  {ASSET_TYPE_LABELS[assetType]}
                </option>
              ))}
            </SelectField>
          )}
          <TextAreaField label="Description" rows={2} {...form.field('description')} />
          <FormActions failure={form.failure} busy={form.busy} onCancel={onClose} />
        </Flex>
      </form>
    </Modal>
  );
}
