// Where a picture reads faster than a table (issue 12 item 4): sales against purchases month by
// month, and what customers owe by how late it is. Plain SVG in the style of the lists' monthly
// chart (documents/components/month-chart.tsx), no chart library: each bar is a list item whose
// accessible name reads its figures. Data: the sales report's charts (charts=only).
import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { financialYearOf, formatCalendarDate, formatInr, rupeesToPaise, toCalendarDate, type SalesReportResponse } from '@bahi/shared';
import { useId } from 'react';
import { useReport } from '../api/reports-api';

const WIDTH = 720;
const HEIGHT = 190;
const LABEL_ROOM = 22;
const COLOURS = { sales: '#2f7d4a', purchases: '#8a1c1c', owed: '#c98a1a' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Charts = SalesReportResponse['charts'];

const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month}`;

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <Text as="span" fontSize="small">
      <span className="bahi-swatch" style={{ background: colour }} /> {label}
    </Text>
  );
}

export function SalesPurchasesChart({ months }: { months: Charts['months'] }) {
  const captionId = useId();
  const bars = months.map((row) => ({ month: row.month, sales: Math.max(0, rupeesToPaise(row.sales)), purchases: Math.max(0, rupeesToPaise(row.purchases)) }));
  const tallest = Math.max(0, ...bars.flatMap((bar) => [bar.sales, bar.purchases]));
  const plot = HEIGHT - LABEL_ROOM;
  const slot = WIDTH / Math.max(1, bars.length);
  const bar = Math.min(26, slot / 2 - 4);
  const height = (paise: number) => (tallest === 0 ? 0 : (paise / tallest) * (plot - 8));
  return (
    <figure className="bahi-month-chart" aria-labelledby={captionId}>
      <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="0.5rem">
        <figcaption id={captionId}>Sales against purchases, month by month (taxable value)</figcaption>
        <Flex gap="0.75rem" aria-hidden="true">
          <Swatch colour={COLOURS.sales} label="Sales" />
          <Swatch colour={COLOURS.purchases} label="Purchases and expenses" />
        </Flex>
      </Flex>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="list" aria-labelledby={captionId}>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="#d8d0c0" />
        {bars.map((row, index) => {
          const centre = index * slot + slot / 2;
          const description = `${shortMonth(row.month)} ${row.month.slice(0, 4)}: sales ${formatInr(row.sales)}, purchases ${formatInr(row.purchases)}`;
          return (
            <g key={row.month} role="listitem" aria-label={description}>
              <title>{description}</title>
              <rect x={centre - bar - 1} y={plot - height(row.sales)} width={bar} height={height(row.sales)} fill={COLOURS.sales} />
              <rect x={centre + 1} y={plot - height(row.purchases)} width={bar} height={height(row.purchases)} fill={COLOURS.purchases} />
              <text x={centre} y={HEIGHT - 6} textAnchor="middle" fontSize="12" fill="#5c5346" aria-hidden="true">
                {shortMonth(row.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Everything customers still owe, whatever year the invoice is of, aged today (the owed fold). */
export function ReceivablesChart({ receivables, owedBack }: Pick<Charts, 'receivables' | 'owedBack'>) {
  const captionId = useId();
  const rows = receivables.map((row) => ({ ...row, paise: rupeesToPaise(row.amount) }));
  const largest = Math.max(0, ...rows.map((row) => row.paise));
  const owed = rows.reduce((sum, row) => sum + row.paise, 0);
  const rowHeight = 30;
  const labelWidth = 130;
  return (
    <figure className="bahi-month-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        Receivables by age, every invoice still owed: {formatInr(owed)}
        {/* Sundry debtors nets what is owed back against these (walk 25 L11: the card read more than the ledger). */}
        {rupeesToPaise(owedBack) > 0 && ` · owed back to customers (credited beyond what was due): ${formatInr(rupeesToPaise(owedBack))}`}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${rows.length * rowHeight}`} role="list" aria-labelledby={captionId}>
        {rows.map((row, index) => {
          const width = largest === 0 ? 0 : (row.paise / largest) * (WIDTH - labelWidth - 150);
          const y = index * rowHeight;
          const description = `${row.label}: ${formatInr(row.paise)} on ${row.documents} ${row.documents === 1 ? 'invoice' : 'invoices'}`;
          return (
            <g key={row.age} role="listitem" aria-label={description}>
              <title>{description}</title>
              <text x={0} y={y + 19} fontSize="13" fill="#5c5346" aria-hidden="true">
                {row.label}
              </text>
              <rect x={labelWidth} y={y + 6} width={width} height={rowHeight - 12} fill={COLOURS.owed} />
              <text x={labelWidth + width + 6} y={y + 19} fontSize="13" fill="#2b261f" aria-hidden="true">
                {formatInr(row.paise)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** This financial year to today for one organisation: both charts. */
export function BusinessCharts({ orgId }: { orgId: string }) {
  const today = formatCalendarDate(toCalendarDate(new Date()));
  const year = financialYearOf(today);
  const report = useReport('salesReport', orgId, { startdate: year.startDate, enddate: today, charts: 'only' });
  if (report.error) return <Text color="font.error">{report.error instanceof Error ? report.error.message : String(report.error)}</Text>;
  if (!report.data) return <Loader variation="linear" />;
  return (
    <Flex direction="column" gap="1rem" data-testid="business-charts">
      <SalesPurchasesChart months={report.data.charts.months} />
      <ReceivablesChart receivables={report.data.charts.receivables} owedBack={report.data.charts.owedBack} />
    </Flex>
  );
}
