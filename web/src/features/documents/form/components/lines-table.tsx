// The document's lines with each line's figures from the live totals (rate as entered, taxable,
// CGST/SGST or IGST, cess, total) and each line's messages under it; edit and remove per line.
// A line's serial numbers show under its item name as the printed document has them, so the
// units picked (or typed) can be checked without opening the line again.
// Until the totals can be worked out, the rate and GST % show as typed. A kind that charges no tax
// (a bill of supply) has no tax columns (walk 29 L3: columns of zeros).
import { Button, Flex, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, formatIndianNumber, formatInr, formatPercent, lineSerialsText, quantityWithUnit, type DocumentTotals } from '@bahi/shared';
import { Fragment } from 'react';
import type { FieldErrors } from '../../../../app/form-validation';
import { lineErrors } from '../form-checks';
import type { LineState } from '../form-state';

interface LinesTableProps {
  lines: readonly LineState[];
  totals: DocumentTotals | null;
  /** Lines whose discount is more than their amount: no figures, and the message under them at once. */
  discountTooLarge: readonly number[];
  errors: FieldErrors;
  /** Whether the kind charges tax (KIND_RULES' taxed). */
  taxed: boolean;
  onEdit(index: number): void;
  onRemove(index: number): void;
}

const money = (paise: number | undefined) => (paise === undefined ? '' : formatIndianNumber(paise));

export function LinesTable({ lines, totals, discountTooLarge, errors, taxed, onEdit, onRemove }: LinesTableProps) {
  const inter = totals?.supply === 'inter';
  return (
    <div className="bahi-table-scroll">
      <Table size="small" aria-label="Items" highlightOnHover>
        <TableHead>
          <TableRow>
            <TableCell as="th">#</TableCell>
            <TableCell as="th">Item</TableCell>
            <TableCell as="th">HSN/SAC</TableCell>
            <TableCell as="th" className="bahi-align-end">Qty</TableCell>
            <TableCell as="th" className="bahi-align-end">Rate</TableCell>
            <TableCell as="th" className="bahi-align-end">Discount</TableCell>
            <TableCell as="th" className="bahi-align-end">Taxable</TableCell>
            {taxed && (
              <>
                <TableCell as="th" className="bahi-align-end">GST %</TableCell>
                {inter ? (
                  <TableCell as="th" className="bahi-align-end">IGST</TableCell>
                ) : (
                  <>
                    <TableCell as="th" className="bahi-align-end">CGST</TableCell>
                    <TableCell as="th" className="bahi-align-end">SGST</TableCell>
                  </>
                )}
                <TableCell as="th" className="bahi-align-end">Cess</TableCell>
              </>
            )}
            <TableCell as="th" className="bahi-align-end">Total</TableCell>
            <TableCell as="th">
              <span className="bahi-visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={13}>
                <Text color="font.tertiary">No items yet.</Text>
              </TableCell>
            </TableRow>
          )}
          {lines.map((line, index) => {
            const refused = discountTooLarge.includes(index);
            const figures = refused ? undefined : totals?.lines[index];
            const messages = [...new Set([...Object.values(lineErrors(errors, index)), ...(refused ? [DOCUMENT_APP_MESSAGES.discountTooLarge] : [])])];
            // Under the item: its serials, and a voucher's advance typed apart from quantity × rate,
            // whose taxable value is the advance with the tax backed out (walk 25 L4).
            const notes = [lineSerialsText(line.serials), line.advance !== '' && figures ? `Advance ${formatInr(figures.total)}${figures.tax > 0 ? ', tax included' : ', no tax on an advance for goods'}` : null].filter((note) => note !== null);
            return (
              <Fragment key={line.key}>
                <TableRow aria-label={`Line ${index + 1}`}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {line.itemName}
                    {notes.map((note) => (
                      <Text key={note} as="div" fontSize="small" color="font.tertiary" className="bahi-line-note">
                        {note}
                      </Text>
                    ))}
                  </TableCell>
                  <TableCell>{line.hsn}</TableCell>
                  <TableCell className="bahi-align-end">
                    {quantityWithUnit(line.qty, line.unit)}
                  </TableCell>
                  <TableCell className="bahi-align-end">
                    {figures ? formatIndianNumber(figures.unitPrice) : line.unitPrice}
                    {line.priceMode === 'intax' ? ' (incl. tax)' : ''}
                  </TableCell>
                  <TableCell className="bahi-align-end">{money(figures?.discount)}</TableCell>
                  <TableCell className="bahi-align-end">{money(figures?.taxable)}</TableCell>
                  {taxed && (
                    <>
                      <TableCell className="bahi-align-end">{figures ? formatPercent(figures.gstRateBps) : line.gstRate}</TableCell>
                      {inter ? (
                        <TableCell className="bahi-align-end">{money(figures?.igst)}</TableCell>
                      ) : (
                        <>
                          <TableCell className="bahi-align-end">{money(figures?.cgst)}</TableCell>
                          <TableCell className="bahi-align-end">{money(figures?.sgst)}</TableCell>
                        </>
                      )}
                      <TableCell className="bahi-align-end">{money(figures?.cess)}</TableCell>
                    </>
                  )}
                  <TableCell className="bahi-align-end">{money(figures?.total)}</TableCell>
                  <TableCell>
                    <Flex gap="0.25rem" wrap="nowrap">
                      <Button size="small" variation="link" onClick={() => onEdit(index)} aria-label={`Edit line ${index + 1}`}>
                        Edit
                      </Button>
                      <Button size="small" variation="link" onClick={() => onRemove(index)} aria-label={`Remove line ${index + 1}`}>
                        Remove
                      </Button>
                    </Flex>
                  </TableCell>
                </TableRow>
                {messages.length > 0 && (
                  <TableRow>
                    <TableCell colSpan={13} data-field-error>
                      <Text color="font.error">{messages.join(' ')}</Text>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {errors.items && (
        <Text color="font.error" padding="0.5rem" data-field-error>
          {errors.items}
        </Text>
      )}
    </div>
  );
}
