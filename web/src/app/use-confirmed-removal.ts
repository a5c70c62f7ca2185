// The flow every list's Delete button follows: ask in a ConfirmDialog, run the removal once (the
// dialog's button is locked meanwhile), show its message in green, or the failure in red. Either
// way the dialog closes: a refusal ('A document with payments cannot be cancelled.') answers the
// question, and a dialog left open would hide the red alert behind it.
import { useState } from 'react';
import { useAlerts } from './alerts';

/** `remove` deletes the row and reloads what shows it; it returns the success message. */
export function useConfirmedRemoval<Row>(remove: (row: Row) => Promise<string>) {
  const alerts = useAlerts();
  const [target, setTarget] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null || busy) return;
    setBusy(true);
    try {
      alerts.show('success', await remove(target));
    } catch (failure) {
      alerts.show('error', failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return {
    /** The row the dialog asks about, or null while it is closed. */
    target,
    ask: (row: Row) => setTarget(row),
    /** Props for the ConfirmDialog besides its wording. */
    dialog: { open: target !== null, busy, onCancel: () => setTarget(null), onConfirm: () => void confirm() },
  };
}
