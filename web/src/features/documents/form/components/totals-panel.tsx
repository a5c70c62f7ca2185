// The document's figures as the engine computes them: sub total, discount, taxable, each charge,
// CGST and SGST (or IGST), cess, round-off, grand total and the amount in words.
import { Flex, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, formatInr, type DocumentTotals } from '@bahi/shared';

const CHARGE_LABELS = { packing: 'Packing charges', insurance: 'Insurance charges', freight: 'Freight charges' } as const;

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
    ...(totals.supply === 'inter'
      ? [['IGST', totals.igstTotal] as [string, number]]
      : [['CGST', totals.cgstTotal] as [string, number], ['SGST', totals.sgstTotal] as [string, number]]),
    ['Cess', totals.cessTotal],
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
