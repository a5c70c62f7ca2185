// An export's country of destination and the shipping bill it left on, asked where the party is
// outside India: a tax invoice for an export names the country (Rule 46 CGST Rules, its proviso),
// and GSTR-1 table 6A reports the shipping bill (ICEGATE matches it to refund the IGST paid). The
// shipping bill is often filed after the invoice: it can be added by editing the invoice later.
import { Grid, Text, TextField } from '@aws-amplify/ui-react';
import type { DocumentFormState } from '../form-state';

type ExportField = 'exportCountry' | 'portCode' | 'shippingBillNo' | 'shippingBillDate';

export interface ExportDetailsFieldsProps {
  /** The form's props of a text field: its value, change and the server's error under its wire name. */
  field: (name: ExportField, wire: string) => { value: string; onChange: (event: { target: { value: string } }) => void; hasError: boolean; errorMessage?: string };
  /** A tax invoice must name the country; a quotation or a challan may. */
  countryRequired: boolean;
  invoiceDate: DocumentFormState['date'];
}

export function ExportDetailsFields({ field, countryRequired, invoiceDate }: ExportDetailsFieldsProps) {
  return (
    <>
      <Grid templateColumns={{ base: '1fr', medium: 'repeat(4, 1fr)' }} gap="0.8rem">
        <TextField label="Country of destination" isRequired={countryRequired} autoComplete="country-name" {...field('exportCountry', 'export_country')} />
        <TextField label="Port code" placeholder="INNSA1" autoComplete="off" {...field('portCode', 'port_code')} />
        <TextField label="Shipping bill number" inputMode="numeric" autoComplete="off" {...field('shippingBillNo', 'shipping_bill_no')} />
        <TextField label="Shipping bill date" type="date" min={invoiceDate} {...field('shippingBillDate', 'shipping_bill_date')} />
      </Grid>
      <Text fontSize="small">The shipping bill goes in GSTR-1 table 6A; add it here when it is filed, if that is after the invoice.</Text>
    </>
  );
}
