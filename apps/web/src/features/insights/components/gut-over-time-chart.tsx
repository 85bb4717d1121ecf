import { useLingui } from '@lingui/react/macro'
import type { GutGrain, GutPeriod } from '@hara/core'
import { cn } from '@/lib/cn'
import { countOf, percentText, periodLabel, periodName, spansYears } from '../lib/gut-words'
import {
  AxisLabel,
  ChartLegend,
  ChartTable,
  chartBox,
  PercentSvg,
} from '@/components/ui/percent-chart'

/**
 * The share of judged outcomes where the gut was right, a bar per period (oldest first, the
 * latest in the warm accent), drawn by the app as a small SVG with lines at 0, 50 and 100%, so
 * it reads at a glance on a phone in both themes. The picture is hidden from screen readers;
 * a table says the same in words.
 */

const BOX = chartBox({ height: 150, left: 34, right: 6, top: 18, bottom: 22 })
const { y } = BOX

export function GutOverTimeChart({
  periods,
  grain,
}: {
  periods: readonly GutPeriod[]
  grain: GutGrain
}) {
  const { t } = useLingui()
  const years = spansYears(periods)
  const month = grain === 'month'
  const slot = BOX.plotW / Math.max(periods.length, 1)
  const bar = Math.min(36, slot * 0.62)
  return (
    <figure className="flex flex-col gap-2">
      <PercentSvg box={BOX} testId="gut-chart">
        {periods.map((period, i) => {
          const centre = BOX.left + slot * (i + 0.5)
          const top = Math.min(y(period.percent), y(0) - 2)
          const latest = i === periods.length - 1
          return (
            <g key={period.start} data-period={period.start}>
              <rect
                x={centre - bar / 2}
                y={top}
                width={bar}
                height={y(0) - top}
                rx={4}
                className={cn(latest ? 'fill-warm' : 'fill-accent')}
                fillOpacity={latest ? 1 : 0.75}
              />
              <text
                x={centre}
                y={top - 5}
                textAnchor="middle"
                className="fill-fg text-[10px] font-semibold tabular"
              >
                {percentText(period.percent)}
              </text>
              <AxisLabel box={BOX} x={centre}>
                {periodLabel(period.start, grain)}
              </AxisLabel>
            </g>
          )
        })}
      </PercentSvg>
      {periods.length > 1 ? (
        <ChartLegend
          items={[
            { key: 'earlier', label: month ? t`Earlier months` : t`Earlier weeks`, swatch: 'bar' },
            { key: 'latest', label: month ? t`Latest month` : t`Latest week`, swatch: 'bar-warm' },
          ]}
        />
      ) : null}
      <ChartTable
        caption={
          month
            ? t`How often your gut was right, per month, oldest first`
            : t`How often your gut was right, per week, oldest first`
        }
        columns={[month ? t`Month` : t`Week`, t`Gut right`]}
        rows={periods.map((period) => ({
          key: period.start,
          head: capitalize(periodName(period.start, grain, years)),
          value: `${percentText(period.percent)} (${countOf(period.right, period.judged)})`,
        }))}
      />
    </figure>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
