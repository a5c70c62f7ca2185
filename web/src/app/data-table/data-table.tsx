// A list screen's table: search over every column, click-to-sort headers, pages of 10/25/50 and
// CSV / Excel / PDF export of everything the search and sort select (all pages, not just this one).
import {
  Button,
  Flex,
  Pagination,
  SearchField,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Text,
} from '@aws-amplify/ui-react';
import { formatDisplayDate, formatInr } from '@bahi/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useAlerts } from '../alerts';
import { useCurrentOrg } from '../current-org';
import { exportFile, type ExportFormat } from './export-files';
import {
  exportTable,
  filterRows,
  nextSort,
  paginate,
  PAGE_SIZES,
  showingText,
  sortRows,
  type Column,
  type SortState,
} from './table-model';

export type { Column } from './table-model';

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** The report's name: heads the exports and names their files; also the table's accessible name. */
  exportName: string;
  /** The dates the list covers (YYYY-MM-DD), for lists that have them: in the exports' heading and file names. */
  period?: { from: string; to: string };
  /** The one day a statement stands at (YYYY-MM-DD: a balance sheet), in place of a period. */
  asAt?: string;
  /** Buttons for one row (Edit, Delete), shown in a last, unlabelled column. */
  actions?: (row: Row) => ReactNode;
  /** A stable key per row; the row's position when not given. */
  rowKey?: (row: Row) => string;
  /** Shown in place of rows when there are none at all. */
  emptyText?: string;
  /** A totals row (reports): shown under every page, never searched or sorted, and the exports' last row. */
  totals?: Row;
  /** A list's totals, of its rows as searched (a register's: walk 39 L16): shown and exported as `totals` are. */
  totalsOf?: (rows: readonly Row[]) => Row;
  /** A financial statement (profit and loss, balance sheet): read whole, as on paper, not ten rows at a time. */
  statement?: boolean;
}

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'pdf', label: 'PDF' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** What a cell shows: its own rendering, an amount as ₹ with Indian grouping, or the plain value. */
function renderCell<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value(row);
  return column.money && typeof value === 'number' ? formatInr(value) : value;
}

export function DataTable<Row>({ rows, columns, exportName, period, asAt, actions, rowKey, emptyText = 'Nothing here yet.', totals: reportTotals, totalsOf, statement = false }: DataTableProps<Row>) {
  const alerts = useAlerts();
  const org = useCurrentOrg();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  // A report (a table with totals) opens on its largest page, so its totals stand under its rows
  // rather than under the first ten of them (walk 26 L5: a trial balance's total on page 1 of 2);
  // so does a statement, whose sections belong together (walk 30 L10: a balance sheet in pages of ten).
  const [pageSize, setPageSize] = useState<number>(reportTotals || statement ? PAGE_SIZES[PAGE_SIZES.length - 1]! : PAGE_SIZES[0]);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const selected = useMemo(() => sortRows(filterRows(rows, columns, query), columns, sort), [rows, columns, query, sort]);
  const onScreen = useMemo(() => columns.filter((column) => column.onScreen !== false), [columns]);
  const shown = paginate(selected, page, pageSize);
  const totals = useMemo(() => reportTotals ?? (totalsOf && selected.length > 0 ? totalsOf(selected) : undefined), [reportTotals, totalsOf, selected]);

  async function runExport(format: ExportFormat) {
    setExporting(format);
    try {
      const heading = {
        organisation: org && { name: org.name, gstin: org.gstin },
        report: exportName,
        period: period && `${formatDisplayDate(period.from)} to ${formatDisplayDate(period.to)}`,
        asAt: asAt && formatDisplayDate(asAt),
      };
      const fileName = period ? `${exportName} ${period.from} to ${period.to}` : asAt ? `${exportName} as at ${asAt}` : exportName;
      await exportFile(format, fileName, heading, exportTable(columns, totals ? [...selected, totals] : selected));
    } catch (error) {
      alerts.show('error', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Flex direction="column" gap="0.75rem" className="bahi-data-table">
      <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="0.75rem">
        <SearchField
          label="Search"
          labelHidden={false}
          placeholder="Search all columns"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          onClear={() => {
            setQuery('');
            setPage(1);
          }}
          size="small"
        />
        <Flex gap="0.5rem" role="group" aria-label="Export">
          {EXPORTS.map(({ format, label }) => (
            <Button
              key={format}
              size="small"
              onClick={() => void runExport(format)}
              isLoading={exporting === format}
              loadingText={label}
              isDisabled={exporting !== null}
              aria-label={`Export ${label}`}
            >
              {label}
            </Button>
          ))}
        </Flex>
      </Flex>

      <div className="bahi-table-scroll">
        <Table size="small" highlightOnHover variation="striped" aria-label={exportName}>
          <TableHead>
            <TableRow>
              {onScreen.map((column) => (
                <TableCell
                  as="th"
                  key={column.key}
                  className={column.align === 'end' ? 'bahi-align-end' : undefined}
                  aria-sort={sort?.key === column.key ? ARIA_SORT[sort.direction] : undefined}
                >
                  {column.sortable === false ? (
                    column.header
                  ) : (
                    <button type="button" className="bahi-sort" onClick={() => setSort((current) => nextSort(current, column.key))}>
                      {column.header}
                      <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                    </button>
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell as="th">
                  <span className="bahi-visually-hidden">Actions</span>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.map((row, index) => (
              <TableRow key={rowKey ? rowKey(row) : index}>
                {onScreen.map((column) => (
                  <TableCell key={column.key} className={column.align === 'end' ? 'bahi-align-end' : undefined}>
                    {renderCell(column, row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell>
                    {/* Wrapping, the actions give way before the figures do (a laptop's 1366 px clipped them). */}
                    <Flex gap="0.4rem" justifyContent="flex-end" wrap="wrap">
                      {actions(row)}
                    </Flex>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {totals && shown.total > 0 && (
              <TableRow className="bahi-totals-row" data-testid="table-totals">
                {onScreen.map((column) => (
                  <TableCell key={column.key} className={column.align === 'end' ? 'bahi-align-end' : undefined}>
                    {renderCell(column, totals)}
                  </TableCell>
                ))}
                {actions && <TableCell />}
              </TableRow>
            )}
            {shown.total === 0 && (
              <TableRow>
                <TableCell colSpan={onScreen.length + (actions ? 1 : 0)}>
                  <Text color="font.tertiary">{rows.length === 0 ? emptyText : 'No rows match the search.'}</Text>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>

      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.75rem">
        <Text data-testid="table-showing">{showingText(shown)}</Text>
        <Flex alignItems="center" gap="0.75rem">
          <SelectField
            label="Rows per page"
            size="small"
            value={String(pageSize)}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <Pagination
            currentPage={shown.page}
            totalPages={shown.pageCount}
            onNext={() => setPage(shown.page + 1)}
            onPrevious={() => setPage(shown.page - 1)}
            onChange={(next) => setPage(next ?? 1)}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
