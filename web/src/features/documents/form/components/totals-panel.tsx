// The document's figures as the engine computes them: sub total, discount, taxable, each charge,
// CGST and SGST (or IGST) and cess (none on a kind that charges no tax), round-off, grand total
// and the amount in words.
import { Flex, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, formatInr, type DocumentTotals } from '@bahi/shared';

const CHARGE_LABELS = { packing: 'Packing charges', insurance: 'Insurance charges', freight: 'Freight charges' } as const;

/** The tax rows: none where the kind charges no tax (a bill of supply's ₹0.00 rows only confused: walk 27 L2). */
function taxRows(totals: DocumentTotals): [string, number][] {
  if (totals.taxTreatment === 'none') return [];
  const gst: [string, number][] =
    totals.supply === 'inter'
      ? [['IGST', totals.igstTotal]]
      : [
          ['CGST', totals.cgstTotal],
          ['SGST', totals.sgstTotal],
        ];
  return [...gst, ['Cess', totals.cessTotal]];
}

/** `refusals`: what keeps the figures from standing (a line's discount above its amount), shown instead of them. */
export function TotalsPanel({ totals, refusals }: { totals: DocumentTotals | null; refusals: readonly string[] }) {
  if (refusals.length > 0 || !totals) {
    return (
      <Flex direction="column" gap="0.25rem" role="alert">
        {(refusals.length > 0 ? refusals : [DOCUMENT_APP_MESSAGES.totalTooLarge]).map((refusal) => (
          <Text key={refusal} color="font.error">
            {refusal}
          </Text>
        ))}
      </Flex>
    );
  }
  const rows: [string, number][] = [
    ['Sub total', totals.subTotal],
    ['Discount', totals.discount],
    ['Taxable amount', totals.taxable],
    ...totals.charges.map((charge): [string, number] => [CHARGE_LABELS[charge.kind], charge.amount]),
    ...taxRows(totals),
    ['Round off', totals.roundOff],
  ];
  return (
    <>
      <Table size="small" aria-label="Totals" variation="bordered">
        <TableBody>
          {rows.map(([label, paise]) => (
            <TableRow key={label}>
              <TableCell as="th">{label}</TableCell>
              <TableCell className="bahi-align-end">{formatInr(paise)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell as="th">Grand total</TableCell>
            <TableCell className="bahi-align-end">
              <strong>{formatInr(totals.grandTotal)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {totals.taxTreatment === 'reverse_charge' && <Text fontSize="small">Tax payable on reverse charge: {formatInr(totals.taxTotal)}</Text>}
      <Text fontSize="small" aria-label="Amount in words">
        {totals.amountInWords}
      </Text>
    </>
  );
}
