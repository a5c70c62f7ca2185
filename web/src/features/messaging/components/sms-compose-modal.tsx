// The compose window of the client SMS screen: the message with a live character counter (at most
// 150), sent to the selected clients' mobiles. Errors show on the field; the server's refusal too.
import { Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Modal } from '../../../app/modal';
import { sendClientSms } from '../api/messaging-api';
import { characterCount, messageProblem } from '../sms-compose';

export interface SmsComposeModalProps {
  orgId: string;
  mobiles: string[];
  onSent(message: string): void;
  onClose(): void;
}

export function SmsComposeModal({ orgId, mobiles, onSent, onClose }: SmsComposeModalProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Over 150 characters shows while typing; a blank message is only refused on Send.
  const live = message.trim() === '' ? null : messageProblem(message);

  async function send() {
    const problem = messageProblem(message);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    try {
      onSent(await sendClientSms(orgId, mobiles, message));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSending(false);
    }
  }

  const shownError = error ?? live;
  return (
    <Modal title="Send SMS" onClose={onClose} size="small">
      <Flex direction="column" gap="0.75rem">
        <Text>To {mobiles.length === 1 ? '1 client' : `${mobiles.length} clients`}</Text>
        <TextAreaField
          label="Message"
          rows={4}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          hasError={shownError !== null}
          errorMessage={shownError ?? undefined}
          descriptiveText={<span data-testid="sms-counter">{characterCount(message)}</span>}
        />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button onClick={onClose}>Cancel</Button>
          <Button variation="primary" onClick={() => void send()} isLoading={sending} loadingText="Sending">
            Send
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
