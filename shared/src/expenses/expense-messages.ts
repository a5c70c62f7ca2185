// Messages of the expenses screen: the spec's verbatim (part 2 §5, §8) and ours where the spec
// shows none. Tests compare them exactly.
export const EXPENSE_MESSAGES = {
  /** Spec part 2 §5 "Journal and expenses" (its spacing kept: existing clients show it as is). */
  evidenceTypeNotAllowed: 'This type of files is not allowed.Please select another file with any one of these types( doc,docx,pdf,jpg,png)',
  /** Spec part 2 §8: an evidence upload answered with success false. */
  evidenceUploadFailed: 'something went wrong',
} as const;

export const EXPENSE_APP_MESSAGES = {
  payeeRequired: 'Please enter the payee.',
  amountRequired: 'Please enter the amount.',
  taxRateInvalid: 'Please choose a GST rate in force on the expense date.',
  supplierStateRequired: "Please choose the supplier's state.",
  evidenceTooLarge: 'The file must be at most 2 MB (2097152 bytes).',
  evidenceNotFound: 'The evidence file was not uploaded for this organisation; please upload it again.',
  evidenceTaken: 'This file is the evidence of another expense: upload it again for this one.',
  expenseAdded: 'Expense added successfully',
  expenseNotFound: 'This expense does not exist (it may have been deleted).',
  unknownBankAccount: 'This bank account is not one of the organisation\'s; please choose it again.',
  unknownExpenseAccount: "Please choose one of the organisation's expense accounts.",
  supplierGstinInvalid: "Please enter the supplier's 15-character GSTIN, or leave it blank.",
} as const;
