// The life of a small form checked by a shared zod schema: its values, the per-field messages,
// the busy flag that locks the submit button, and the failure text. Validation runs in the
// browser with the server's own schema; the server checks again. A field's message goes as soon
// as its value passes, and a failed submit brings the first wrong field into view.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { validateForm, type FieldErrors } from './form-validation';
import { useRevealFirstInvalid } from './reveal-first-invalid';

export interface SchemaFormOptions<S extends z.ZodType, V> {
  /** What the schema checks, built from the values (default: the values themselves). */
  toInput?: (values: V) => unknown;
  onSubmit: (data: z.output<S>) => Promise<void>;
  /** Where a failed submit's message goes (an alert); without it, `failure` holds it for inline display. */
  onFailure?: (message: string) => void;
  /** The field a failed submit's message is about: it shows under that field as well. */
  failureField?: keyof V & string;
}

export function useSchemaForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  options: SchemaFormOptions<S, V>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reveal = useRevealFirstInvalid();
  const check = (next: V) => validateForm(schema, options.toInput ? options.toInput(next) : next);

  /** A new value; a message already shown for the field is checked again, and goes once it passes. */
  function change(name: keyof V & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!errors[name]) return;
    const checked = check(next);
    const message = checked.ok ? undefined : checked.errors[name];
    setErrors(({ [name]: _shown, ...others }) => (message ? { ...others, [name]: message } : others));
  }

  /** Props for an Amplify text field bound to one value. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      reveal(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.onSubmit(checked.data);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      const fromServer: FieldErrors = error instanceof ApiError ? Object.fromEntries(error.fieldErrors.map((each) => [each.field, each.message])) : {};
      if (options.failureField) fromServer[options.failureField] ??= message;
      setErrors(fromServer);
      reveal(form);
      if (options.onFailure) options.onFailure(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, field, errors, failure, busy, handleSubmit };
}
