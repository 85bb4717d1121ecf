import type { GutGrain, GutPeriod } from '@hara/core'
import { cn } from '@/lib/cn'
import { periodLabel, periodName, spansYears } from '../lib/gut-words'

/**
 * The share of judged outcomes where the gut was right, a bar per period (oldest first, the
 * latest in the warm accent). Bars sit on a fixed-height plot with a dashed line at half, so
 * it reads at a glance on a phone in both themes. The picture is hidden from screen readers;
 * a table says the same in words.
 */
export function GutOverTimeChart({
  periods,
  grain,
}: {
  periods: readonly GutPeriod[]
  grain: GutGrain
}) {
  const years = spansYears(periods)
  const unit = grain === 'month' ? 'month' : 'week'
  return (
    <figure className="flex flex-col gap-2">
      <div aria-hidden="true" data-testid="gut-chart" className="relative h-36 pl-9">
        {[100, 50, 0].map((level) => (
          <div
            key={level}
            className="absolute right-0 left-9 flex items-center"
            style={{ bottom: `calc(1.25rem + ${level}% * (9rem - 2.5rem) / 100)` }}
          >
            <span className="absolute -left-9 w-8 -translate-y-px text-right text-[10px] text-muted tabular">
              {level}%
            </span>
            <span
              className={cn(
                'w-full border-t border-line',
                level === 50 ? 'border-dashed' : undefined,
              )}
            />
          </div>
        ))}
        <ol className="absolute inset-0 left-9 flex items-end justify-around gap-1">
          {periods.map((period, i) => {
            const latest = i === periods.length - 1
            return (
              <li
                key={period.start}
                className="flex h-full max-w-10 min-w-0 flex-1 flex-col items-center justify-end"
              >
                <span className="mb-1 text-[10px] font-semibold text-muted tabular">
                  {period.percent}%
                </span>
                <span className="flex h-[calc(9rem-2.5rem)] w-full items-end">
                  <span
                    data-period={period.start}
                    className={cn('block w-full rounded-t-md', latest ? 'bg-warm' : 'bg-accent/70')}
                    style={{ height: `max(3px, ${period.percent}%)` }}
                  />
                </span>
                <span className="mt-1 h-4 truncate text-[10px] leading-4 text-muted">
                  {periodLabel(period.start, grain)}
                </span>
              </li>
            )
          })}
        </ol>
      </div>
      <table className="sr-only">
        <caption>How often your gut was right, per {unit}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">{grain === 'month' ? 'Month' : 'Week'}</th>
            <th scope="col">Gut right</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.start}>
              <th scope="row">{capitalize(periodName(period.start, grain, years))}</th>
              <td>
                {period.percent}% ({period.right} of {period.judged})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
