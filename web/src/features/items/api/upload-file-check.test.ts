import { ITEM_MESSAGES, MAX_ITEM_UPLOAD_BYTES } from '@bahi/shared';
import { uploadFileProblem } from './upload-file-check';

describe('uploadFileProblem', () => {
  it('accepts xls and xlsx in any case', () => {
    expect(uploadFileProblem({ name: 'items.xlsx', size: 10 })).toBeNull();
    expect(uploadFileProblem({ name: 'Items.XLS', size: 10 })).toBeNull();
  });

  it("refuses other files with the server's message", () => {
    for (const name of ['items.csv', 'items.xlsx.pdf', 'items', 'items.xlsm']) {
      expect(uploadFileProblem({ name, size: 10 })).toBe(ITEM_MESSAGES.uploadOnlyExcel);
    }
  });

  it("refuses a file above the server's size limit", () => {
    expect(uploadFileProblem({ name: 'big.xlsx', size: MAX_ITEM_UPLOAD_BYTES + 1 })).toBe(ITEM_MESSAGES.uploadTooLarge);
    expect(uploadFileProblem({ name: 'max.xlsx', size: MAX_ITEM_UPLOAD_BYTES })).toBeNull();
  });
});
