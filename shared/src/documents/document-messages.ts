// The messages of documents: the spec's verbatim (part 1 §5, §8), then ours for what it leaves
// open, worded the way the spec words its own. The server sends them, the forms show them, and
// tests compare them exactly.
import { MESSAGES } from '../api/messages.js';

export const DOCUMENT_MESSAGES = {
  // Success texts (part 1 §8)
  invoiceAdded: 'Invoice added successfully',
  invoiceUpdated: 'Invoice updated successfully',
  quotationAdded: 'Quotation added successfully',
  quotationUpdated: 'Quotation updated successfully',
  proformaAdded: 'Proforma Invoice added successfully',
  proformaUpdated: 'Proforma Invoice updated successfully',
  challanAdded: 'Delivery Challan added successfully',
  challanUpdated: 'Delivery Challan updated successfully',
  compositePurchaseAdded: 'Composite Purchase added successfully',
  compositePurchaseUpdated: 'Composite Purchase updated successfully',
  // Part 2 §8
  billOfSupplyAdded: 'Bill Of supply added successfully',
  billOfSupplyUpdated: 'Bill Of supply updated successfully',
  creditNoteAdded: 'CreditNote added successfully',
  creditNoteUpdated: 'CreditNote updated successfully',
  debitNoteAdded: 'DebitNote added successfully',
  debitNoteUpdated: 'DebitNote updated successfully',
  // Vouchers (part 2 §8: the refund voucher's save says 'Invoice added successfully'; its note's
  // 'Refund Voucher added or updated successfully')
  receiptVoucherAdded: 'Receipt Voucher added successfully',
  paymentVoucherAdded: 'Payment Voucher added successfully',
  refundVoucherAdded: 'Refund Voucher added successfully',
  refundVoucherUpdated: 'Refund Voucher updated successfully',
  advanceAboveRate: 'Advance Amount should be equal or less than Item rate.',
  // Notes (part 2 §5)
  enterQuantity: 'Please enter Quantity',
  referenceDateAfterNote: 'Reference date should not less than credit note date',
  paymentAdded: 'Payment added successfully',
  statusChanged: 'Status changed successfully',
  deleted: 'Deleted successfully',
  // Lines (part 1 §5, §8)
  selectItem: 'Please Select Item',
  onlyNumbers: 'Please enter only numbers',
  quantityPositive: 'Quantity must be greater than 0',
  ratePositive: 'Rate must be greater than 0',
  itemNameRequired: 'Item name is required',
  minimumOneItem: 'Please add minimum of 1 Item',
  /** Part 2 §5's wording for the bill of supply. */
  minimumOneItemBos: 'Please add minimum 1 Item',
  selectReceiver: 'Please select the Receiver before adding an Item',
  singleItem: 'You are not able to delete when you have single item',
  stockExceeded: 'Quantity is more than stock in hand.',
  selectSerials: 'Please select serial numbers',
  serialsMoreThanExpected: 'Quantity is more than expected',
  // Parties (part 1 §5, §8)
  chooseBilling: 'Please choose Billing Address',
  chooseShipping: 'Please choose Shipping Address',
  addBilling: 'Please add the billing Address',
  selectValidClient: 'Please select valid client',
  // Purchase items with inventory tracking: individual details all filled or all empty (part 1 §5)
  allDetailsRequired: MESSAGES.allDetailsRequired,
  // Numbers, payments, SMS (part 1 §5)
  numberTaken: 'Invoice number already available',
  invalidAmount: 'Please enter a valid amount',
  amountOverDue: 'Please enter amount less than or equal to due amount',
  rechargeSms: 'Please recharge your sms credit.',
} as const;

/** Ours, for situations the spec leaves open. */
export const DOCUMENT_APP_MESSAGES = {
  purchaseAdded: 'Purchase added successfully',
  purchaseUpdated: 'Purchase updated successfully',
  vendorCreditAdded: 'Vendor credit note added successfully',
  vendorCreditUpdated: 'Vendor credit note updated successfully',
  dateRequired: 'Please choose the date.',
  dateTooEarly: 'Dates cannot be before 1 July 2017.',
  dueBeforeDate: 'The due date cannot be before the document date.',
  dateOutsideNumberYear: 'The date must stay in the financial year of the document number ({year}).',
  reverseChargeIntax:
    'Under reverse charge the supplier collects no tax, so a price cannot include tax. Enter the price without tax.',
  gstRateInvalid: 'GST rate {rate}% is not a rate in force on {date}.',
  discountTooLarge: 'The discount cannot be more than the line amount.',
  numberInvalid: 'Please enter a whole number from 1 to 999999999.',
  numberTooLong: 'This number would have more than 16 characters (CGST Rule 46(b)). Use a shorter prefix.',
  tooManyLines: 'A document can have at most {max} items.',
  clientNotFound: 'Please select valid client',
  addressNotOfClient: 'The chosen address does not belong to this client.',
  receiverStateRequired: "Please choose the receiver's state.",
  statusUnknown: 'Please choose a status from the list.',
  kindUnknown: 'Please choose a document type from the list.',
  statusPaidByPayments: 'A document becomes paid when its payments cover it. Record a payment instead.',
  cancelledIsFinal: 'This document is cancelled. A cancelled document cannot be changed.',
  cancelWithPayments: 'A document with payments cannot be cancelled.',
  deleteWithPayments: 'A document with payments cannot be deleted.',
  notPayable: 'Payments are recorded against invoices and purchases only.',
  nothingDue: 'Nothing is due on this document.',
  paymentAccountRequired: 'Please choose the bank account the payment went to.',
  lineNotFound: 'This item is not on the document.',
  cannotConvert: 'A {from} cannot be turned into a {to}.',
  ecommerceGstinInvalid: 'Please enter a valid e-commerce GSTIN.',
  totalBelowPaid: 'The payments received are more than this total. The total cannot go below what is paid.',
  documentTooLarge: 'This document is too large to save. Split its items over two documents.',
  numberFixed: 'The number of a saved document cannot change.',
  tooManyPayments: 'A document can have at most 200 payments.',
  // Credit and debit notes
  referenceRequired: 'Please choose the document this note refers to.',
  referenceNotNotable: 'A note can refer only to an invoice or a bill of supply.',
  referenceOtherClient: 'The referred document belongs to another client.',
  referenceCancelled: 'The referred document is cancelled.',
  referenceFixed: 'The document a saved note refers to cannot change.',
  notesAgainstDocument: 'Credit or debit notes refer to this document. Cancel the notes first.',
  debitReliedOn: 'The credit notes against {number} rely on what this debit note adds: it cannot be lowered or cancelled while they stand.',
  reasonRequired: 'Please enter the reason for the note.',
  creditBeyondDue: 'The credit notes would take the referred document below zero: at most ₹{max} can still be credited.',
  returnBeyondSold: 'More {item} would come back than was sold on the referred document: at most {max} can still be credited.',
  itemNotOnReference: '{item} is not on the referred document.',
  // Vouchers
  receiptVoucherUpdated: 'Receipt Voucher updated successfully',
  paymentVoucherUpdated: 'Payment Voucher updated successfully',
  refundSourceRequired: 'Please choose the receipt voucher whose advance is refunded.',
  refundSourceNotReceipt: 'A refund gives back the advance of a receipt voucher: please choose a receipt voucher.',
  refundBeyondAdvance: 'The refunds would be more than the advance received: at most ₹{max} can still be refunded.',
  refundsAgainstReceipt: 'Refunds were given against this receipt voucher: its advance cannot go below ₹{refunded}. Cancel the refunds first.',
} as const;
