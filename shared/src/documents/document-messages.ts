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
  dateTooLate: 'Dates cannot be after 31 December 2099.',
  validBeforeDate: 'The valid-until date cannot be before the quotation date.',
  saveKeyInvalid: 'A save key is 8 to 64 letters, digits or hyphens.',
  savedAlready: 'This form was already saved as {number}, but the answer did not reach you. Open {number} from the list to change it.',
  saveStillRunning: 'This form is still being saved. Wait a moment, then press Save again: it will not be saved twice.',
  billRecorded: 'Bill {bill} of {supplier} is already recorded as {number} this financial year.',
  /** An edit of a tax invoice issued before the organisation joined the composition scheme (walk 37 M1). */
  compositionCorrection: 'This invoice was issued before the organisation joined the composition scheme: it may be corrected, but not dated otherwise or given more tax, for a composition dealer may not collect tax (Section 10(4) CGST Act).',
  /** A purchase charging GST from a supplier who may not charge it (walk 36 H1: its tax was claimed as input tax). */
  unregisteredSupplierTax: '{supplier} has no GSTIN: an unregistered supplier charges no GST, so its bill carries none to claim. Record it at 0%, as a composite purchase, or under reverse charge where the law puts the tax on you.',
  compositionSupplierTax: '{supplier} is a composition dealer, who charges no GST (Section 10(4) CGST Act), so its bill carries none to claim. Record it at 0% or as a composite purchase.',
  /** A self-invoice naming a supplier with a GSTIN (walk 36 L1). */
  selfInvoiceForRegistered: '{supplier} has a GSTIN: a registered supplier issues its own invoice, even under reverse charge. Record its bill as a purchase with reverse charge ticked; a self-invoice is for a supplier without a GSTIN (Section 31(3)(f) CGST Act).',
  /** A self-invoice naming a client whose type buys (walk 41 M1: a B2C customer's was reported as an inward supply). */
  selfInvoiceForCustomer: '{supplier} is a customer: a self-invoice under reverse charge is for what a supplier without a GSTIN supplies you. Choose the supplier, or change this client to an unregistered supplier if it supplies you.',
  /** Another save is recording the same bill at this moment (walk 37 H2). */
  billBeingRecorded: 'Bill {bill} of this supplier is being recorded by another save just now: look for it among the purchases before recording it again.',
  saveAnswerLost: 'The answer to this save did not arrive. Press Save again: it will not be saved twice.',
  termsUnknown: 'Please choose payment terms from the list.',
  dueBeforeDate: 'The due date cannot be before the document date.',
  dateOutsideNumberYear: 'The date must stay in the financial year of the document number ({year}).',
  lutNotExport: 'Only an export (to a client outside India) or a supply to an SEZ unit is made under a letter of undertaking without tax.',
  lutReverseCharge: 'An export under a letter of undertaking carries no tax, so it cannot be under reverse charge.',
  lutIntax: 'An export under a letter of undertaking carries no tax, so a price cannot include tax. Enter the price without tax.',
  /** A note against a document made otherwise than the note as to the letter of undertaking: {number} is the original's. */
  noteLutAsOriginal: '{number} was exported under a letter of undertaking without tax: a note against it is made the same way.',
  noteLutNotOnOriginal: '{number} was not exported under a letter of undertaking: a note against it charges tax as it did.',
  reverseChargeIntax:
    'Under reverse charge the supplier collects no tax, so a price cannot include tax. Enter the price without tax.',
  gstRateInvalid: 'GST rate {rate}% is not a rate in force on {date}.',
  discountTooLarge: 'The discount cannot be more than the line amount.',
  discountTooLargeOnLine: 'Line {line} ({item}): the discount cannot be more than the line amount.',
  numberInvalid: 'Please enter a whole number from 1 to 999999999.',
  /** The number field was given neither digits nor the number as printed: {number} is an example of the series. */
  numberDigitsOnly: "Type the number's digits, as 2 for {number}.",
  /** A taken number was typed: {message} is the spec's 'Invoice number already available', {taken} the number as printed. */
  numberReplaced: '{message}: {taken} is taken, so the next free number is filled in.',
  /** A year's first number typed past the next: allowed (a business carrying on from its earlier books), said. */
  numberStartsSeries: "{number} starts this year's series, so {skipped} will not be issued. That is right when you carry on from earlier books; otherwise leave the number blank.",
  /** Said under the number (not an error): numbers are expected to follow the dates. */
  numberBeforeLastDate: '{last}, numbered before it, is dated {date}: this one would be dated earlier.',
  numberLeavesNoRoom: 'This number leaves no room for the next one in the series (CGST Rule 46(b) allows 16 characters). Please enter a smaller number.',
  /** A typed number past the next free one: Rule 46(b)'s numbers are consecutive. */
  numberSkipsAhead: '{typed} would leave {skipped} never issued: numbers must run without gaps (CGST Rule 46(b)). The next number is {next}.',
  seriesFull: 'No numbers are left in this series for FY {year} (CGST Rule 46(b) allows 16 characters). Shorten the prefix in Settings.',
  tooManyLines: 'A document can have at most {max} items.',
  clientNotFound: 'Please select valid client',
  addressNotOfClient: 'The chosen address does not belong to this client.',
  contactNotOfClient: 'The chosen contact does not belong to this client. Please choose another contact.',
  receiverStateRequired: "Please choose the receiver's state.",
  // A delete of what live documents name (documents/document-references.ts): {numbers} names a few of them.
  clientOnDocuments: 'This client is on saved documents ({numbers}) and cannot be deleted while they stand.',
  addressOnDocuments: 'This address is on saved documents ({numbers}) and cannot be deleted while they stand.',
  itemOnDocuments: 'This item is on saved documents ({numbers}) and cannot be deleted while they stand.',
  /** Counted stock is in the books' stock in hand from its date (walk 37 M5: a delete took ₹4,000 out of past balance sheets). */
  itemStockCounted: 'This item has stock counted on {date}, which the books hold as stock in hand, and cannot be deleted.',
  contactOnDocuments: 'This contact is on saved documents ({numbers}) and cannot be deleted while they stand.',
  statusUnknown: 'Please choose a status from the list.',
  kindUnknown: 'Please choose a document type from the list.',
  statusPaidByPayments: 'A document becomes paid when its payments cover it. Record a payment instead.',
  lineBelowOnePaisa: 'Quantity × rate comes to less than one paisa, so this line would be ₹0.00. Please raise the rate or the quantity.',
  statusOverdueByDate: 'A document becomes overdue when its due date passes before it is paid. Change its due date instead.',
  cancelledIsFinal: 'This document is cancelled. A cancelled document cannot be changed.',
  cancelWithPayments: 'A document with payments cannot be cancelled. Remove its payments on the Payments page first.',
  deleteWithPayments: 'A document with payments cannot be deleted. Remove its payments on the Payments page first.',
  draftWithPayments: 'A document with payments cannot go back to draft. Remove its payments on the Payments page first.',
  /** A document whose only money is an advance it took from a voucher (no payments to remove: walk 28 F5). */
  draftWithAdvance: 'This document took ₹{amount} of the advance of {number}, so it cannot go back to draft. Cancel it to give the advance back to {number}.',
  deleteWithAdvance: 'This document took ₹{amount} of the advance of {number}, so it cannot be deleted. Cancel it to give the advance back to {number}.',
  notPayable: 'Payments are recorded against invoices and purchases only.',
  serialRepeated: 'Serial number {serial} is entered more than once.',
  serialNotInStock: 'Serial number {serial} is not in stock: choose one of the serials in stock.',
  /** Section 10(4) CGST Act: a composition taxable person shall not collect tax (walk 27 M1). */
  compositionTaxInvoice: 'A composition dealer issues bills of supply, not tax invoices: it may not collect tax (Section 10(4) CGST Act). Raise a bill of supply instead, or change the scheme in Settings → Organisation details.',
  /** Rule 46 CGST Rules, its proviso: an export invoice names the country of destination (walk 33E E6). */
  exportCountryRequired: 'Please enter the country of destination: an export invoice names it (Rule 46 CGST Rules).',
  /** The formats GSTR-1 table 6A takes for a shipping bill, and its order. */
  portCodeInvalid: 'Please enter the port code as its 6 letters and digits, for example INNSA1.',
  shippingBillNoInvalid: 'Please enter the shipping bill number as 3 to 7 digits.',
  shippingBillIncomplete: 'Please enter both the shipping bill number and its date.',
  shippingBillBeforeInvoice: 'The shipping bill date cannot be before the invoice date.',
  /** A regular dealer's taxed line on a bill of supply (walk 33E E1). */
  taxedOnBillOfSupply: '{item} is taxed at {rate}%: a bill of supply is for exempt supplies (Section 31(3)(c) CGST Act). Raise a tax invoice for it.',
  compositionInterState: 'A composition dealer may not supply goods to another state (Section 10(2)(d) CGST Act): this sale would end its eligibility for the scheme.',
  serialInStockAlready: 'Serial number {serial} is already in stock: a unit comes in once until it goes out.',
  /** Walk 32 H1: an edit or a cancel takes off only units still where the document left them. */
  serialGoneSince: 'Serial number {serial} has gone out of stock since this document brought it in, so it cannot be taken off this document.',
  serialBackSince: 'Serial number {serial} has come back into stock since this document took it out, so it cannot be taken off this document.',
  serialNotOnReference: 'Serial number {serial} is not on {number}: a note takes back or sends back only that document’s units.',
  serialsBeingSaved: 'Another sale of this item’s serial numbers is being saved. Wait a moment, then press Save again.',
  /** The B2B form's warning for a client without a GSTIN (the pre-filing check flags such an invoice later). */
  b2bClientUnregistered: 'This client has no GSTIN: a B2B invoice to it is reported as a sale to an unregistered person. Add the client’s GSTIN first, or issue a B2C invoice.',
  cancelledTakesNoPayment: 'This document is cancelled: it takes no payments.',
  draftTakesNoPayment: 'This document is a draft: mark it sent before recording a payment.',
  nothingDue: 'Nothing is due on this document.',
  paymentBeforeDocument: 'A payment cannot be dated before the document it pays. Record money received in advance as a receipt voucher.',
  // Money received and money paid out alike (sales, purchases, expenses).
  paymentAccountRequired: 'Please choose the bank account of this payment.',
  lineNotFound: 'This item is not on the document.',
  paymentNotFound: 'This payment is not on the document.',
  paymentRemoved: 'Payment removed successfully',
  cannotConvert: 'A {from} cannot be turned into a {to}.',
  sourceCancelled: 'This {from} is cancelled. A cancelled document cannot be turned into another.',
  ecommerceGstinInvalid: 'Please enter a valid e-commerce GSTIN.',
  totalBelowPaid: 'The payments received are more than this total. The total cannot go below what is paid.',
  totalBelowPaidOut: 'The payments made are more than this total. The total cannot go below what is paid.',
  documentTooLarge: 'This document is too large to save. Split its items over two documents.',
  totalTooLarge: "A document's total can be at most ₹99,99,99,999.99, the largest amount written in words. Split its items over two documents.",
  cessTooHigh: 'Cess can be at most 300%.',
  /** Walk 32 L3: 'Please enter only numbers' answered a number with one decimal too many. */
  quantityDecimals: 'Quantity can have at most 3 decimals.',
  /** Why an SMS asked for on save was not sent (walk 32 M3: a save without a contact said "no mobile number"). */
  smsNoContact: 'No contact is chosen on this document, so no SMS was sent. Choose the client’s contact and save again.',
  smsNoMobile: "This contact has no mobile number, so no SMS was sent. Add one to the client's contact.",
  smsNotPermitted: 'You do not have permission to send SMS. Untick Send SMS to save without one, or ask the organisation owner.',
  chargeRateTooHigh: "A charge can be at most 100% of the items' value.",
  numberFixed: 'The number of a saved document cannot change.',
  tooManyPayments: 'A document can have at most 200 payments.',
  // Credit and debit notes
  referenceRequired: 'Please choose the document this note refers to.',
  referenceNotNotable: 'A note can refer only to an invoice or a bill of supply.',
  referenceOtherClient: 'The referred document belongs to another client.',
  referenceOtherSupplier: 'The referred document belongs to another supplier.',
  vendorCreditReferenceKind: "A vendor's credit note can refer only to a purchase.",
  referenceCancelled: 'The referred document is cancelled.',
  referenceFixed: 'The document a saved note refers to cannot change.',
  notesAgainstDocument: 'Credit or debit notes refer to this document: {numbers}. Cancel the notes first.',
  notesBeyondTotal: 'The credit notes against {number} credit ₹{credited} of it: its total cannot go below that.',
  notesBeyondQuantity: 'The credit notes against {number} credit {qty} of {item}: it cannot have less of it than that.',
  debitReliedOn: 'The credit notes against {number} rely on what this debit note adds: it cannot be lowered or cancelled while they stand.',
  reasonRequired: 'Please enter the reason for the note.',
  creditBeyondDue: 'The credit notes would credit more than the referred document is worth: at most ₹{max} can still be credited.',
  returnBeyondSold: 'More {item} would come back than was sold on the referred document: at most {max} can still be credited.',
  returnBeyondBought: 'More {item} would go back than was bought on the referred document: at most {max} can still be credited.',
  itemNotOnReference: '{item} is not on the referred document.',
  // Vouchers
  receiptVoucherUpdated: 'Receipt Voucher updated successfully',
  paymentVoucherUpdated: 'Payment Voucher updated successfully',
  refundSourceRequired: 'Please choose the receipt voucher whose advance is refunded.',
  refundSourceNotReceipt: 'A refund gives back the advance of a receipt voucher: please choose a receipt voucher.',
  refundBeyondAdvance: 'The refunds would be more than the advance received: at most ₹{max} can still be refunded.',
  refundBeyondServices: 'Only ₹{max} of the advance of {number} received for services is left: a refund of services can give back no more (the rest was received for goods).',
  refundsAgainstReceipt: "Refunds or invoices took ₹{refunded} of this receipt voucher's advance: it cannot go below that. Cancel them first.",
  advanceTakenKeepsVoucher: "Refunds or invoices took ₹{taken} of this receipt voucher's advance: it cannot be cancelled or deleted. Cancel them first.",
  // An invoice made from a receipt voucher takes what is left of its advance (advance-adjustment.ts).
  advanceUsedUp: 'Nothing is left of the advance of {number}: it was refunded or set against other invoices.',
  advanceBeyondLeft: 'Only ₹{max} is left of the advance of {number}. Please save the invoice again.',
  advanceTakenMeanwhile: 'Another document took part of the advance of {number} for services while this one was saved. Please save it again.',
  advanceBeforeVoucher: 'The invoice cannot be dated before the receipt voucher of its advance, {number} of {date}.',
  advanceClientFixed: 'This invoice takes the advance {client} paid on {number}: its client cannot change.',
  totalBelowAdvance: 'The advance taken from {number} and the payments received come to ₹{paid}: the total cannot go below that.',
  advanceTakenFixed: "Refunds or invoices took ₹{taken} of this receipt voucher's advance: its client, date, tax rate and reverse charge cannot change. Cancel them first.",
  // A purchase made from a payment voucher takes what is left of the advance paid, the same way.
  paymentAdvanceUsedUp: 'Nothing is left of the advance of {number}: it was set against other purchases.',
  paymentAdvanceBeyondLeft: 'Only ₹{max} is left of the advance of {number}. Please save the purchase again.',
  paymentAdvanceBeforeVoucher: 'The purchase cannot be dated before the payment voucher of its advance, {number} of {date}.',
  paymentAdvanceClientFixed: 'This purchase takes the advance paid to {client} on {number}: its supplier cannot change.',
  purchasesAgainstPayment: "Purchases took ₹{refunded} of this payment voucher's advance: it cannot go below that. Cancel them first.",
  paymentAdvanceTakenKeepsVoucher: "Purchases took ₹{taken} of this payment voucher's advance: it cannot be cancelled or deleted. Cancel them first.",
  paymentAdvanceTakenFixed: "Purchases took ₹{taken} of this payment voucher's advance: its supplier, date, tax rate and reverse charge cannot change. Cancel them first.",
  paymentTotalBelowAdvance: 'The advance paid on {number} and the payments made come to ₹{paid}: the total cannot go below that.',
  reverseChargeAdvanceNeedsReverseCharge: '{number} is an advance paid under reverse charge: the purchase made from it must be under reverse charge too.',
} as const;
