// The rows already added to a location or contact list, each with Edit and Remove; the row open
// in the entry area is marked, and a row the save rejected shows why.
import { Button, Flex, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { Fragment, type ReactNode } from 'react';

export interface DraftColumn<Row> {
  header: string;
  value: (row: Row, index: number) => ReactNode;
}

export interface DraftRowsTableProps<Row> {
  /** Accessible name of the table, and the noun in button names ("Edit location 2"). */
  label: string;
  noun: string;
  rows: Row[];
  columns: DraftColumn<Row>[];
  editing: number | null;
  rowErrors: Record<number, string>;
  onEdit(index: number): void;
  onRemove(index: number): void;
}

export function DraftRowsTable<Row>({ label, noun, rows, columns, editing, rowErrors, onEdit, onRemove }: DraftRowsTableProps<Row>) {
  if (rows.length === 0) return null;
  return (
    <div className="bahi-table-scroll">
      <Table size="small" variation="bordered" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell as="th" key={column.header}>
                {column.header}
              </TableCell>
            ))}
            <TableCell as="th">
              <span className="bahi-visually-hidden">Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <Fragment key={index}>
              <TableRow className={editing === index ? 'bahi-row-editing' : undefined}>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.value(row, index)}</TableCell>
                ))}
                <TableCell>
                  <Flex gap="0.4rem" justifyContent="flex-end">
                    <Button size="small" onClick={() => onEdit(index)} aria-label={`Edit ${noun} ${index + 1}`} isDisabled={editing === index}>
                      {editing === index ? 'Editing' : 'Edit'}
                    </Button>
                    <Button size="small" colorTheme="error" onClick={() => onRemove(index)} aria-label={`Remove ${noun} ${index + 1}`}>
                      Remove
                    </Button>
                  </Flex>
                </TableCell>
              </TableRow>
              {rowErrors[index] && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>
                    <Text color="font.error" role="alert">
                      {rowErrors[index]}
                    </Text>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
