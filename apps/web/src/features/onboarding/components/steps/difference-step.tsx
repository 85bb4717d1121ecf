import { cn } from '@/lib/cn'
import { ContinueButton, StepLayout } from '../step-layout'

/** Onboarding step 2: intrusive thoughts and gut feelings side by side. */
export function DifferenceStep({ onContinue }: { onContinue: () => void }) {
  return (
    <StepLayout
      eyebrow="Know the difference"
      title="Intrusive thoughts vs. gut feelings"
      footer={<ContinueButton onClick={onContinue} />}
    >
      <div className="grid grid-cols-2 gap-3">
        <CompareCard
          title="Intrusive thoughts"
          tone="muted"
          items={['Loud and repetitive', 'Ask "what if…?"', 'Urgent, anxious', 'Live in your head']}
        />
        <CompareCard
          title="Gut feelings"
          tone="accent"
          items={['Quiet and brief', 'Simply know', 'Calm, even when firm', 'Felt in your body']}
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
