// A small table of records with an actions column: the settings lists (addresses, bank accounts,
// users). The row being edited in the form above it is highlighted. Lists that need search,
// sorting, pages or exports use DataTable instead.
import { Flex, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface RecordTableProps<Row> {
  label: string;
  headers: string[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** One cell per header. */
  cells: (row: Row) => ReactNode[];
  actions: (row: Row) => ReactNode;
  /** The key of the row open in the form, if any. */
  highlighted?: string | null;
}

export function RecordTable<Row>({ label, headers, rows, rowKey, cells, actions, highlighted }: RecordTableProps<Row>) {
  return (
    <div className="bahi-table-scroll">
      <Table size="small" variation="striped" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell as="th" key={header}>
                {header}
              </TableCell>
            ))}
            <TableCell as="th">
              <span className="bahi-visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <TableRow key={key} className={key === highlighted ? 'bahi-row-editing' : undefined}>
                {cells(row).map((cell, index) => (
                  <TableCell key={headers[index]}>{cell}</TableCell>
                ))}
                <TableCell>
                  <Flex gap="0.4rem" wrap="wrap">
                    {actions(row)}
                  </Flex>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
