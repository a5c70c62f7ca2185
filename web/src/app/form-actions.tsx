// The end of a form in a modal: why the last save was refused (if it was), then Cancel and the
// submit button, which locks while the save runs so it cannot be sent twice.
import { Alert, Button, Flex } from '@aws-amplify/ui-react';

export interface FormActionsProps {
  failure: string | null;
  busy: boolean;
  onCancel(): void;
  submitLabel?: string;
}

export function FormActions({ failure, busy, onCancel, submitLabel = 'Save' }: FormActionsProps) {
  return (
    <>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      <Flex gap="0.75rem" justifyContent="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
          {submitLabel}
        </Button>
      </Flex>
    </>
  );
}
