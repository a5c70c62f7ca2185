// The evidence file a person picks: its extension and size are checked here so a wrong file is
// refused at once with the spec's message; the server then checks what the bytes really are.
import { EVIDENCE_EXTENSIONS, EXPENSE_APP_MESSAGES, EXPENSE_MESSAGES, MAX_UPLOAD_BYTES } from '@bahi/shared';

export interface EvidenceFile {
  name: string;
  ext: string;
  base64: string;
}

/** The input's accept list: the spec's five types. */
export const EVIDENCE_ACCEPT = '.doc,.docx,.pdf,.jpg,.jpeg,.png';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a picked file cannot be evidence, or null. */
export function evidenceFileProblem(file: { name: string; size: number }): string | null {
  if (!(EVIDENCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return EXPENSE_MESSAGES.evidenceTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return EXPENSE_APP_MESSAGES.evidenceTooLarge;
  return null;
}

export async function readEvidenceFile(file: File): Promise<EvidenceFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { name: file.name, ext: extensionOf(file.name), base64: btoa(binary) };
}
