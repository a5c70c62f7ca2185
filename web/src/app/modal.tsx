// A modal window on the native <dialog>: opened when mounted (the parent mounts it to show it,
// so each opening starts fresh), it traps focus, dims the page, stacks above an open modal (the
// code search over the item form) and treats Escape as Close.
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
    element?.showModal();
    return () => element?.close();
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
