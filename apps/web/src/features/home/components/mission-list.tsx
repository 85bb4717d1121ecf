import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ChevronRight } from '@/components/ui/home-icons'
import { categoryText } from '@/i18n/core-texts/categories'
import { useCoachLanguage } from '@/lib/coach/coach-language'
import { cn } from '@/lib/cn'
import type { MissionItem } from '../lib/use-mission-progress'
import { Link } from '@/components/ui/link'

/**
 * Today's three missions. Each is a link to where it is done (a check-in, the Timeline); a
 * mission the journal shows done today is ticked, and says so to a screen reader.
 */
export function MissionList({
  items,
  loading,
}: {
  items: readonly MissionItem[]
  loading: boolean
}) {
  const { i18n } = useLingui()
  const lang = useCoachLanguage()
  return (
    <section aria-labelledby="missions-title" className="flex flex-col gap-3">
      <h2 id="missions-title" className="text-lg font-semibold">
        <Trans>Today&apos;s missions</Trans>
      </h2>
      <ul className="flex flex-col gap-2">
        {loading
          ? [0, 1, 2].map((i) => (
              <li
                key={i}
                className="h-16 animate-pulse rounded-2xl bg-surface"
                aria-hidden="true"
              />
            ))
          : items.map((mission) => (
              <li key={mission.id}>
                <Link
                  to={mission.path}
                  data-done={mission.done || undefined}
                  className={cn(
                    'flex min-h-16 items-center gap-3 rounded-2xl border px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-focus',
                    mission.done
                      ? 'border-success/30 bg-success/10'
                      : 'border-line bg-surface hover:bg-surface-2',
                  )}
                >
                  {mission.done ? (
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-success text-bg">
                      <Check aria-hidden="true" size={16} strokeWidth={3} />
                    </span>
                  ) : (
                    <span
                      className="mx-[0.4375rem] size-2.5 shrink-0 rounded-full bg-accent"
                      aria-hidden="true"
                    />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span lang={lang} className={cn('font-medium', mission.done && 'text-muted')}>
                      {mission.title}
                    </span>
                    <span className="text-xs tracking-wide text-muted uppercase">
                      {mission.done ? (
                        <>
                          <span className="text-success">
                            <Trans>Done today</Trans>
                          </span>{' '}
                          · {categoryText(i18n, mission.category)}
                        </>
                      ) : (
                        categoryText(i18n, mission.category)
                      )}
                    </span>
                  </span>
                  {mission.done ? null : (
                    <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-muted" />
                  )}
                </Link>
              </li>
            ))}
      </ul>
    </section>
  )
}
