// Forms check their input with the same zod schemas the server uses, so the browser shows the
// spec's messages before a round trip and the server repeats the check after it.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
