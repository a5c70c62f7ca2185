// A modal window on the native <dialog>: opened when mounted (the parent mounts it to show it,
// so each opening starts fresh), it traps focus, dims the page, stacks above an open modal (the
// code search over the item form) and treats Escape as Close. Focus starts on its first field and
// returns to what opened it.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  size?: 'small' | 'large';
}

export function Modal({ title, onClose, children, size = 'large' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    // Focus goes back where it was when the modal closes: the parent unmounts the dialog, and a
    // removed dialog would leave it on <body>, sending a keyboard user back to the top of the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    // The first field takes focus, not the ✕ that comes first in the dialog.
    element?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`bahi-modal bahi-modal-${size}`}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Flex justifyContent="space-between" alignItems="center" marginBottom="1rem">
        <Heading level={4} id={headingId}>
          {title}
        </Heading>
        <Button variation="link" size="small" onClick={onClose} aria-label="Close">
          ✕
        </Button>
      </Flex>
      {children}
    </dialog>
  );
}
