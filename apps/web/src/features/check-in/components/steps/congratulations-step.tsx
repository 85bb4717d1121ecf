import { useLingui } from '@lingui/react/macro'
import type { WillIgnore } from '@hara/core'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'

/** After honoring (or staying unsure about) the feeling; its button saves the check-in. */
export function CongratulationsStep({
  willIgnore,
  saving,
  saveLabel,
  onSave,
}: {
  willIgnore: WillIgnore | undefined
  saving: boolean
  saveLabel: string
  onSave: () => void
}) {
  const { t } = useLingui()
  const honored = willIgnore === 'no'
  return (
    <>
      <StepHeading title={honored ? t`You honored your gut` : t`You noticed, and that counts`} />
      <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
        <span
          aria-hidden="true"
          className="size-28 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] shadow-[0_0_64px_-8px_var(--orb-a)] motion-safe:animate-pulse"
        />
        <p className="max-w-xs text-lg leading-relaxed text-muted">
          {honored
            ? t`Every time you listen, the signal gets a little clearer.`
            : t`Staying with an unclear feeling takes courage. Give it time.`}
        </p>
      </div>
      <Button size="lg" variant="warm" className="w-full" disabled={saving} onClick={onSave}>
        {saving ? t`Saving…` : saveLabel}
      </Button>
    </>
  )
}
