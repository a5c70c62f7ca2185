// The life of a small form checked by a shared zod schema: its values, the per-field messages,
// the busy flag that locks the submit button, and the failure text. Validation runs in the
// browser with the server's own schema; the server checks again.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { validateForm, type FieldErrors } from './form-validation';

export interface SchemaFormOptions<S extends z.ZodType, V> {
  /** What the schema checks, built from the values (default: the values themselves). */
  toInput?: (values: V) => unknown;
  onSubmit: (data: z.output<S>) => Promise<void>;
  /** Where a failed submit's message goes (an alert); without it, `failure` holds it for inline display. */
  onFailure?: (message: string) => void;
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

  /** Props for an Amplify text field bound to one value. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(schema, options.toInput ? options.toInput(values) : values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.onSubmit(checked.data);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      if (options.onFailure) options.onFailure(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, field, errors, failure, busy, handleSubmit };
}
