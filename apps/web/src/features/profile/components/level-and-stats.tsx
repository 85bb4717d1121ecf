import { Trans, useLingui } from '@lingui/react/macro'
import { levelNameText } from '@/i18n/core-texts/level-names'
import { ProgressBar } from '@/components/ui/progress-bar'

/** The level, its name and the XP towards the next one. */
export function LevelCard({
  level,
}: {
  level: { level: number; name: string; totalXP: number; nextLevelXP: number }
}) {
  const { t, i18n } = useLingui()
  const levelNumber = level.level
  const name = levelNameText(i18n, level.name)
  const totalXP = i18n.number(level.totalXP)
  const nextLevelXP = i18n.number(level.nextLevelXP)
  return (
    <section
      aria-label={t`Your level`}
      className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
    >
      <p className="font-semibold">
        <Trans>
          Level {levelNumber} {name}
        </Trans>
      </p>
      <ProgressBar
        label={t`Progress to the next level`}
        value={level.totalXP}
        max={level.nextLevelXP}
      />
      <p className="text-sm text-muted tabular">
        <Trans>
          {totalXP} / {nextLevelXP} XP
        </Trans>
      </p>
    </section>
  )
}

/** 'Day Streak' and 'Check-ins', side by side. */
export function StatTiles({ streak, checkIns }: { streak: number; checkIns: number }) {
  const { t } = useLingui()
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Tile label={t`Day Streak`} value={streak} />
      <Tile label={t`Check-ins`} value={checkIns} />
    </dl>
  )
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-3xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-bold tabular">{value}</dd>
    </div>
  )
}
