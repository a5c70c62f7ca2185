// The list's monthly chart (April to March of the listed year): one bar per month, its height the
// month's total; for kinds that take payments the bar is split into paid and pending. Plain SVG:
// each bar is a list item whose accessible name reads the month's figures.
import { Flex, Text } from '@aws-amplify/ui-react';
import { formatInr, type DocumentListResponse } from '@bahi/shared';
import { useId } from 'react';
import { monthBars } from '../api/month-chart';

const WIDTH = 720;
const HEIGHT = 180;
const LABEL_ROOM = 22;
const SLOT = WIDTH / 12;
const BAR = 34;
const COLOURS = { paid: '#2f7d4a', pending: '#c98a1a', total: '#8a1c1c' };

export interface MonthChartProps {
  rows: DocumentListResponse['getChartsForInvoces'];
  payable: boolean;
  /** 'B2B invoices, FY 2024-25' */
  caption: string;
}

export function MonthChart({ rows, payable, caption }: MonthChartProps) {
  const captionId = useId();
  const bars = monthBars(rows, payable);
  const tallest = Math.max(0, ...bars.map((bar) => bar.total));
  const plot = HEIGHT - LABEL_ROOM;
  return (
    <figure className="bahi-month-chart" aria-labelledby={captionId}>
      <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="0.5rem">
        <figcaption id={captionId}>Month by month: {caption}</figcaption>
        {payable && (
          <Flex gap="0.75rem" aria-hidden="true">
            <Text as="span" fontSize="small">
              <span className="bahi-swatch" style={{ background: COLOURS.paid }} /> Paid
            </Text>
            <Text as="span" fontSize="small">
              <span className="bahi-swatch" style={{ background: COLOURS.pending }} /> Pending
            </Text>
          </Flex>
        )}
      </Flex>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="list" aria-labelledby={captionId}>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke="#d8d0c0" />
        {bars.map((bar, index) => {
          const x = index * SLOT + (SLOT - BAR) / 2;
          const height = bar.height * (plot - 8);
          const paidHeight = height * bar.paidShare;
          return (
            <g key={bar.month} role="listitem" aria-label={bar.description}>
              <title>{bar.description}</title>
              {payable ? (
                <>
                  <rect x={x} y={plot - height} width={BAR} height={height - paidHeight} fill={COLOURS.pending} />
                  <rect x={x} y={plot - paidHeight} width={BAR} height={paidHeight} fill={COLOURS.paid} />
                </>
              ) : (
                <rect x={x} y={plot - height} width={BAR} height={height} fill={COLOURS.total} />
              )}
              <text x={index * SLOT + SLOT / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="12" fill="#5c5346" aria-hidden="true">
                {bar.short}
              </text>
            </g>
          );
        })}
      </svg>
      <Text fontSize="small" color="font.secondary">
        {tallest === 0 ? 'Nothing issued in this year yet.' : `Tallest month: ${formatInr(tallest)}`}
      </Text>
    </figure>
  );
}
