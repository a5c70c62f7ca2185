// Bulk upload of items from an xlsx workbook (spec part 2 §2, §5, §7, §8). Every row is validated
// by the insert schema (parseUploadRow); valid rows are saved as items, each by the same insert as
// POST /items/insert (claim, then one conditional write), a few at a time; invalid rows are
// reported as { row, field, message } and nothing of them is written.
import { ITEM_MESSAGES, fillMessage, parseUploadRow, shortNameKey, type ItemInput, type UploadRowError } from '@bahi/shared';
import { AppError } from '../../../errors/app-error.js';
import type { Ports, VerifiedCaller } from '../../../ports/index.js';
import { eachLimited } from '../../../services/each-limited.js';
import { insertItem } from './items-service.js';
import { formOf } from './upload-form.js';
import { checkUploadedFile, readUploadRows } from './upload-workbook.js';

/** Rows saved at once: quick enough for 2,000 rows, gentle on the table's write capacity. */
const SAVE_CONCURRENCY = 8;
const SHORT_NAME = 'Short name';

export async function uploadItems(
  ports: Ports,
  orgId: string,
  caller: VerifiedCaller,
  body: Record<string, unknown>,
): Promise<{ success: number; errors: UploadRowError[] }> {
  const form = formOf(body);
  checkUploadedFile(form.file);
  const rows = await readUploadRows(form.file!.content);

  const errors: UploadRowError[] = [];
  const valid: { row: number; item: ItemInput }[] = [];
  const firstRowOfName = new Map<string, number>();
  for (const { row, values } of rows) {
    const parsed = parseUploadRow(values, orgId);
    if (!parsed.ok) {
      errors.push(...parsed.errors.map((error) => ({ row, ...error })));
      continue;
    }
    const nameKey = shortNameKey(parsed.body.item.shortName);
    const earlier = firstRowOfName.get(nameKey);
    if (earlier !== undefined) {
      errors.push({ row, field: SHORT_NAME, message: fillMessage(ITEM_MESSAGES.uploadDuplicateInFile, { row: String(earlier) }) });
      continue;
    }
    firstRowOfName.set(nameKey, row);
    valid.push({ row, item: parsed.body.item });
  }

  let success = 0;
  await eachLimited(valid, SAVE_CONCURRENCY, async ({ row, item }) => {
    try {
      await insertItem(ports, orgId, caller.userId, item);
      success += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'item.shortNameTaken') {
        errors.push({ row, field: SHORT_NAME, message: error.message });
      } else {
        console.error(JSON.stringify({ level: 'error', message: 'item upload row not saved', row, error: String(error) }));
        errors.push({ row, field: '', message: ITEM_MESSAGES.uploadRowNotSaved });
      }
    }
  });
  errors.sort((a, b) => a.row - b.row);
  return { success, errors };
}
