// A modal question with two answers, on the native <dialog>: it traps focus, dims the page and
// treats Escape as the cautious answer.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  busy?: boolean;
}

export function ConfirmDialog({ open, question, cancelLabel, confirmLabel, onCancel, onConfirm, busy = false }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="bahi-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <Heading level={4} id={headingId}>
        {question}
      </Heading>
      <Flex justifyContent="flex-end" gap="0.5rem" marginTop="1.25rem">
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variation="primary" colorTheme="error" onClick={onConfirm} isLoading={busy} loadingText={confirmLabel}>
          {confirmLabel}
        </Button>
      </Flex>
    </dialog>
  );
}
