import { ProgressBar } from '@/components/ui/progress-bar'

/** The level, its name and the XP towards the next one. */
export function LevelCard({
  level,
}: {
  level: { level: number; name: string; totalXP: number; nextLevelXP: number }
}) {
  return (
    <section
      aria-label="Your level"
      className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
    >
      <p className="font-semibold">
        Level {level.level} {level.name}
      </p>
      <ProgressBar
        label="Progress to the next level"
        value={level.totalXP}
        max={level.nextLevelXP}
      />
      <p className="text-sm text-muted tabular">
        {level.totalXP} / {level.nextLevelXP} XP
      </p>
    </section>
  )
}

/** 'Day Streak' and 'Check-ins', side by side. */
export function StatTiles({ streak, checkIns }: { streak: number; checkIns: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Tile label="Day Streak" value={streak} />
      <Tile label="Check-ins" value={checkIns} />
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
