import { useLingui } from '@lingui/react/macro'
import { cn } from '@/lib/cn'
import { ContinueButton, StepLayout } from '../step-layout'

/** Onboarding step 2: intrusive thoughts and gut feelings side by side. */
export function DifferenceStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useLingui()
  return (
    <StepLayout
      eyebrow={t`Know the difference`}
      title={t`Intrusive thoughts vs. gut feelings`}
      footer={<ContinueButton onClick={onContinue} />}
    >
      <div className="grid grid-cols-2 gap-3">
        <CompareCard
          title={t`Intrusive thoughts`}
          tone="muted"
          items={[
            t`Loud and repetitive`,
            t`Ask "what if…?"`,
            t`Urgent, anxious`,
            t`Live in your head`,
          ]}
        />
        <CompareCard
          title={t`Gut feelings`}
          tone="accent"
          items={[
            t`Quiet and brief`,
            t`Simply know`,
            t`Calm, even when firm`,
            t`Felt in your body`,
          ]}
        />
      </div>
    </StepLayout>
  )
}

function CompareCard({
  title,
  items,
  tone,
}: {
  title: string
  items: string[]
  tone: 'muted' | 'accent'
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border p-4',
        tone === 'accent' ? 'border-accent/50 bg-accent/10' : 'border-line bg-surface',
      )}
    >
      <h2 className={cn('font-semibold', tone === 'accent' ? 'text-accent' : 'text-fg')}>
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
