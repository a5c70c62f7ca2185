// The upload formats' JSON schemas (tests/fixtures/returns/*.schema.json), compiled once with ajv.
// Amounts must be multiples of 0.01: ajv compares them at two decimals' precision, as a float
// such as 0.07 is not an exact multiple of 0.01 in binary.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, multipleOfPrecision: 2 });

const schemaOf = (name: string): object => JSON.parse(readFileSync(new URL(`../fixtures/returns/${name}.schema.json`, import.meta.url), 'utf8')) as object;

const validators = new Map<string, ValidateFunction>();

/** The schema's complaints about `json` (an empty list when it conforms). */
export function schemaErrors(form: 'gstr1' | 'gstr3b', json: unknown): string[] {
  let validate = validators.get(form);
  if (!validate) {
    validate = ajv.compile(schemaOf(form));
    validators.set(form, validate);
  }
  return validate(json) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
