// A form's messages beside its fields. A field's message goes as soon as the field changes: it
// spoke of the old value, and the next save checks the new one.
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../app/form-validation';

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  }, []);
  return { errors, setErrors, clear };
}
