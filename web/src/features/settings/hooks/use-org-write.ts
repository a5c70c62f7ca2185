// Runs one organisation write: one at a time, the server's message as a green toast, the
// organisation it answers with into the cache, and its error in red (field errors handed back
// so the form can show them beside their fields).
import type { OrgDetails } from '@bahi/shared';
import { useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import type { FieldErrors } from '../../../app/form-validation';
import { writeOrgSetting, type OrgWrite } from '../api/settings-api';
import { organisationSaved } from './use-org-settings';

export type WriteResult = { ok: true; organisation: OrgDetails } | { ok: false; fieldErrors: FieldErrors };

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message])) : {};
}

export function useOrgWrite(orgId: string) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two clicks in one frame both see `busy` still false.
  const running = useRef(false);

  async function write(name: OrgWrite, body: Record<string, unknown>): Promise<WriteResult> {
    if (running.current) return { ok: false, fieldErrors: {} };
    running.current = true;
    setBusy(true);
    try {
      const saved = await writeOrgSetting(name, { ...body, orgid: orgId });
      await organisationSaved(orgId, saved.organisation);
      alerts.show('success', saved.message);
      return { ok: true, organisation: saved.organisation };
    } catch (error) {
      alerts.show('error', errorText(error));
      return { ok: false, fieldErrors: fieldErrorsOf(error) };
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { write, busy };
}
