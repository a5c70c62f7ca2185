import { EXPENSE_APP_MESSAGES, EXPENSE_MESSAGES } from '@bahi/shared';
import { evidenceFileProblem, extensionOf } from './evidence-file';

describe('the evidence file check in the browser', () => {
  it('takes the five types of the spec up to 2,097,152 bytes', () => {
    for (const name of ['bill.pdf', 'bill.DOCX', 'bill.doc', 'photo.jpg', 'photo.jpeg', 'scan.png']) {
      expect(evidenceFileProblem({ name, size: 2_097_152 })).toBeNull();
    }
  });

  it('refuses other types with the spec message and larger files with the size message', () => {
    expect(evidenceFileProblem({ name: 'setup.exe', size: 10 })).toBe(EXPENSE_MESSAGES.evidenceTypeNotAllowed);
    expect(evidenceFileProblem({ name: 'noextension', size: 10 })).toBe(EXPENSE_MESSAGES.evidenceTypeNotAllowed);
    expect(evidenceFileProblem({ name: 'bill.pdf', size: 2_097_153 })).toBe(EXPENSE_APP_MESSAGES.evidenceTooLarge);
    expect(extensionOf('a.b.PDF')).toBe('pdf');
  });
});
