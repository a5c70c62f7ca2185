import { STATES } from '@bahi/shared';

/** The GST states as <option>s of a state select, valued by their two-digit code. */
export function StateOptions() {
  return STATES.map((state) => (
    <option key={state.code} value={state.code}>
      {state.code} – {state.name}
    </option>
  ));
}
