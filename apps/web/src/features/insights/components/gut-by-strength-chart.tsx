import type { StrengthCalibration } from '@hara/core'
import { PercentGrid } from '@/components/ui/percent-grid'
import { STRENGTH_LABELS } from '@/lib/gut/strength-words'
import { rightOfJudged } from '../lib/strength-words'

/**
 * How often the gut was right at each strength: a bar per strength with its likely range as a
 * line through it, drawn as a small SVG (lines at 0, 50 and 100%) in both themes; a strength
 * without enough judged outcomes is an empty dashed slot. Hidden from screen readers, with a
 * table that says the same.
 */

const WIDTH = 320
const HEIGHT = 150
const LEFT = 34
const RIGHT = 6
const TOP = 18
const BOTTOM = 22
const PLOT_W = WIDTH - LEFT - RIGHT
const PLOT_H = HEIGHT - TOP - BOTTOM

const y = (percent: number) => TOP + PLOT_H - (percent / 100) * PLOT_H
const share = (count: number, of: number) => (of === 0 ? 0 : (count / of) * 100)

export function GutByStrengthChart({ levels }: { levels: readonly StrengthCalibration[] }) {
  const slot = PLOT_W / levels.length
  const bar = Math.min(44, slot * 0.5)
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        data-testid="gut-strength-chart"
      >
        <PercentGrid left={LEFT} right={WIDTH - RIGHT} y={y} />
        {levels.map((level, i) => {
          const centre = LEFT + slot * (i + 0.5)
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
                    className={level.strength === 'strong' ? 'fill-warm' : 'fill-accent'}
                    fillOpacity={0.8}
                  />
                  <line
                    x1={centre}
                    x2={centre}
                    y1={y(share(level.likelyHigh, level.judged))}
                    y2={y(share(level.likelyLow, level.judged))}
                    className="stroke-fg"
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
                <rect
                  x={centre - bar / 2}
                  y={TOP}
                  width={bar}
                  height={PLOT_H}
                  rx={4}
                  fill="none"
                  className="stroke-line"
                  strokeDasharray="3 4"
                />
              )}
              <text
                x={centre}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted text-[10px]"
              >
                {STRENGTH_LABELS[level.strength]}
              </text>
            </g>
          )
        })}
      </svg>
      {/* A table ignores the 1 px width of sr-only and would widen the page: its box holds it. */}
      <div className="sr-only">
        <table>
          <caption>How often your gut was right, by how strong it felt</caption>
          <thead>
            <tr>
              <th scope="col">Strength</th>
              <th scope="col">Gut right</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level.strength}>
                <th scope="row">{STRENGTH_LABELS[level.strength]}</th>
                <td>
                  {level.shown
                    ? `${level.percent}% (${rightOfJudged(level)})`
                    : `Not enough yet (${level.judged} of ${level.judged + level.needed} needed)`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
