/**
 * The account a bank payment takes when the organisation has one bank account: nothing to choose,
 * so the payment modal, the expense form and the voucher forms choose it ('' with none or several).
 */
export const onlyBankId = (banks: readonly { id: string }[]): string => (banks.length === 1 ? (banks[0]?.id ?? '') : '');
