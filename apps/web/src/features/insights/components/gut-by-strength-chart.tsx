import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StrengthCalibration } from '@hara/core'
import {
  AxisLabel,
  ChartLegend,
  ChartTable,
  chartBox,
  PercentSvg,
} from '@/components/ui/percent-chart'
import { gutStrengthText } from '@/i18n/core-texts/gut-strengths'
import { percentText } from '../lib/gut-words'
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
  const { t, i18n } = useLingui()
  const slot = BOX.plotW / levels.length
  const bar = Math.min(44, slot * 0.5)
  return (
    <figure className="flex flex-col gap-2">
      <PercentSvg box={BOX} testId="gut-strength-chart">
        {levels.map((level, i) => {
          const centre = BOX.left + slot * (i + 0.5)
          const top = Math.min(y(level.percent), y(0) - 2)
          const { needed } = level
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
                    {percentText(level.percent)}
                  </text>
                </>
              ) : (
                <text
                  x={centre}
                  y={BOX.top + BOX.plotH / 2}
                  textAnchor="middle"
                  className="fill-muted text-[10px]"
                >
                  <tspan x={centre}>{t`Not yet`}</tspan>
                  <tspan x={centre} dy={13} className="tabular">
                    {plural(needed, { one: '# more', other: '# more' })}
                  </tspan>
                </text>
              )}
              <AxisLabel box={BOX} x={centre}>
                {gutStrengthText(i18n, level.strength)}
              </AxisLabel>
            </g>
          )
        })}
      </PercentSvg>
      {levels.some((level) => level.shown) ? (
        <ChartLegend
          items={[
            { key: 'bar', label: t`How often right`, swatch: 'bar' },
            { key: 'range', label: t`Likely range`, swatch: 'range' },
          ]}
        />
      ) : null}
      <ChartTable
        caption={t`How often your gut was right, by how strong it felt`}
        columns={[t`Strength`, t`Gut right`]}
        rows={levels.map((level) => {
          const { judged } = level
          const enough = judged + level.needed
          return {
            key: level.strength,
            head: gutStrengthText(i18n, level.strength),
            value: level.shown
              ? `${percentText(level.percent)} (${rightOfJudged(level)})`
              : t`Not enough yet (${judged} of ${enough} needed)`,
          }
        })}
      />
    </figure>
  )
}
