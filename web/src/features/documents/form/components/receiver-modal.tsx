// The B2C receiver (spec part 1 §3: name, address, mobile, state): a consumer with no client
// record, typed once for this invoice.
import { Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../app/modal';
import { InBody } from './in-body';
import { StateOptions } from '../../../../app/state-options';
import type { ReceiverState } from '../form-state';

export interface ReceiverModalProps {
  initial: ReceiverState;
  onDone(receiver: ReceiverState): void;
  onClose(): void;
}

export function ReceiverModal({ initial, onDone, onClose }: ReceiverModalProps) {
  const [receiver, setReceiver] = useState(initial);
  const field = (name: keyof ReceiverState) => ({
    value: receiver[name],
    onChange: (event: { target: { value: string } }) => setReceiver((current) => ({ ...current, [name]: event.target.value })),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    onDone(receiver);
  }
  return (
    <InBody>
    <Modal title="Receiver" size="small" onClose={onClose}>
      <form onSubmit={submit} aria-label="Receiver" noValidate>
        <Flex direction="column" gap="0.8rem">
          <TextField label="Receiver name" autoComplete="off" {...field('name')} />
          <TextAreaField label="Receiver address" rows={3} {...field('address')} />
          <TextField label="Receiver mobile" inputMode="tel" autoComplete="off" {...field('mobile')} />
          <SelectField label="Receiver state" placeholder="Choose state" {...field('stateCode')}>
            <StateOptions />
          </SelectField>
          <Flex gap="0.75rem">
            <Button type="submit" variation="primary">
              Done
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
    </InBody>
  );
}
