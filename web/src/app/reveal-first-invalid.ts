// After a failed save the first wrong field may sit far above the Save button: bring it to the
// middle of the window and put the cursor in it. Amplify's fields mark themselves with
// aria-invalid when they show a message, so the first such element in the form is the one.
import { useEffect, useState } from 'react';

export function revealFirstInvalid(form: HTMLElement): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'instant' });
  field.focus({ preventScroll: true });
}

/**
 * `reveal(form)` after setting a failed save's messages: the form's first invalid field is
 * revealed once React has drawn the messages (not before, when no field is marked yet).
 */
export function useRevealFirstInvalid(): (form: HTMLElement) => void {
  // A new object per call, so two failed saves in a row both reveal.
  const [pending, setPending] = useState<{ form: HTMLElement } | null>(null);
  useEffect(() => {
    if (pending) revealFirstInvalid(pending.form);
  }, [pending]);
  return (form) => setPending({ form });
}
