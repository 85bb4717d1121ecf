import type { ReactNode } from 'react'
import { PercentGrid } from './percent-grid'

/**
 * The parts the small SVG charts of shares have in common (the Inner Map's and Insights'): the
 * box with its margins and where a percent stands in it, the picture with its lines at 0, 50
 * and 100%, hidden from screen readers, a label under the plot, and the table that says the
 * same in words.
 */

export interface ChartBox {
  width: number
  height: number
  left: number
  right: number
  top: number
  plotW: number
  plotH: number
  /** Where a percent stands on the chart's height. */
  y: (percent: number) => number
}

export function chartBox(size: {
  height: number
  left: number
  right: number
  top: number
  bottom: number
}): ChartBox {
  const width = 320
  const plotW = width - size.left - size.right
  const plotH = size.height - size.top - size.bottom
  return {
    ...size,
    width,
    plotW,
    plotH,
    y: (percent) => size.top + plotH - (percent / 100) * plotH,
  }
}

/** The picture: as wide as the card, hidden from screen readers (the table speaks for it). */
export function PercentSvg({
  box,
  testId,
  children,
}: {
  box: ChartBox
  testId: string
  children: ReactNode
}) {
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      className="h-auto w-full"
      aria-hidden="true"
      data-testid={testId}
    >
      <PercentGrid left={box.left} right={box.width - box.right} y={box.y} />
      {children}
    </svg>
  )
}

/** A label under the plot, centred on `x`. */
export function AxisLabel({ box, x, children }: { box: ChartBox; x: number; children: ReactNode }) {
  return (
    <text x={x} y={box.height - 6} textAnchor="middle" className="fill-muted text-[10px]">
      {children}
    </text>
  )
}

export interface ChartRow {
  key: string
  /** The row's heading: the week, the month, the strength. */
  head: ReactNode
  value: ReactNode
}

/** What the picture shows, as a table only screen readers read. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly [string, string]
  rows: readonly ChartRow[]
}) {
  return (
    // A table ignores the 1 px width of sr-only and would widen the page: its box holds it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The key under a chart: what each colour or mark means, in words beside a small swatch.
 * Hidden from screen readers with the picture (the table says the same).
 */
export function ChartLegend({
  items,
}: {
  items: readonly { key: string; label: string; swatch: 'bar' | 'bar-warm' | 'range' }[]
}) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span
            className={
              item.swatch === 'range'
                ? 'h-3 w-0.5 rounded-full bg-fg/70'
                : item.swatch === 'bar-warm'
                  ? 'size-2.5 rounded-sm bg-warm'
                  : 'size-2.5 rounded-sm bg-accent/80'
            }
          />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
