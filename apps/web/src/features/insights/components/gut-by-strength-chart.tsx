import type { StrengthCalibration } from '@hara/core'
import {
  AxisLabel,
  ChartLegend,
  ChartTable,
  chartBox,
  PercentSvg,
} from '@/components/ui/percent-chart'
import { STRENGTH_LABELS } from '@/lib/gut/strength-words'
import { rightOfJudged } from '../lib/strength-words'

/**
 * How often the gut was right at each strength: a bar per strength with its likely range as a
 * line through it (the key below says so), drawn as a small SVG (lines at 0, 50 and 100%) in
 * both themes; a strength without enough judged outcomes says how many more it needs in its
 * slot. Hidden from screen readers, with a table that says the same.
 */

const BOX = chartBox({ height: 150, left: 34, right: 6, top: 18, bottom: 22 })
const { y } = BOX
const share = (count: number, of: number) => (of === 0 ? 0 : (count / of) * 100)

export function GutByStrengthChart({ levels }: { levels: readonly StrengthCalibration[] }) {
  const slot = BOX.plotW / levels.length
  const bar = Math.min(44, slot * 0.5)
  return (
    <figure className="flex flex-col gap-2">
      <PercentSvg box={BOX} testId="gut-strength-chart">
        {levels.map((level, i) => {
          const centre = BOX.left + slot * (i + 0.5)
          const top = Math.min(y(level.percent), y(0) - 2)
          return (
            <g key={level.strength} data-strength={level.strength}>
              {level.shown ? (
                <>
                  <rect
                    x={centre - bar / 2}
                    y={top}
                    width={bar}
                    height={y(0) - top}
                    rx={4}
                    className="fill-accent"
                    fillOpacity={0.8}
                  />
                  <line
                    x1={centre}
                    x2={centre}
                    y1={y(share(level.likelyHigh, level.judged))}
                    y2={y(share(level.likelyLow, level.judged))}
                    className="stroke-fg"
                    strokeOpacity={0.7}
                    strokeWidth={2}
                    strokeLinecap="round"
                  />
                  <text
                    x={centre + bar / 2 + 3}
                    y={top + 4}
                    className="fill-fg text-[10px] font-semibold tabular"
                  >
                    {level.percent}%
                  </text>
                </>
              ) : (
                <text
                  x={centre}
                  y={BOX.top + BOX.plotH / 2}
                  textAnchor="middle"
                  className="fill-muted text-[10px]"
                >
                  <tspan x={centre}>Not yet</tspan>
                  <tspan x={centre} dy={13} className="tabular">
                    {level.needed} more
                  </tspan>
                </text>
              )}
              <AxisLabel box={BOX} x={centre}>
                {STRENGTH_LABELS[level.strength]}
              </AxisLabel>
            </g>
          )
        })}
      </PercentSvg>
      {levels.some((level) => level.shown) ? (
        <ChartLegend
          items={[
            { key: 'bar', label: 'How often right', swatch: 'bar' },
            { key: 'range', label: 'Likely range', swatch: 'range' },
          ]}
        />
      ) : null}
      <ChartTable
        caption="How often your gut was right, by how strong it felt"
        columns={['Strength', 'Gut right']}
        rows={levels.map((level) => ({
          key: level.strength,
          head: STRENGTH_LABELS[level.strength],
          value: level.shown
            ? `${level.percent}% (${rightOfJudged(level)})`
            : `Not enough yet (${level.judged} of ${level.judged + level.needed} needed)`,
        }))}
      />
    </figure>
  )
}
