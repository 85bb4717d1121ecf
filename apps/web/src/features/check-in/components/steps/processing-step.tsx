import { Trans, useLingui } from '@lingui/react/macro'
import { StepHeading } from '@/components/ui/step-frame'

/** Voice step 2: the recording is on its way to the server and back as words. */
export function ProcessingStep() {
  const { t } = useLingui()
  return (
    <>
      <StepHeading title={t`Turning your voice into words…`} lead={t`This takes a few seconds.`} />
      <div
        role="status"
        aria-live="polite"
        className="flex flex-1 flex-col items-center justify-center gap-6 text-center"
      >
        <span
          aria-hidden="true"
          className="size-28 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] opacity-80 motion-safe:animate-[breathe_2s_ease-in-out_infinite]"
        />
        <p className="max-w-xs text-muted">
          <Trans>Listening back to your recording. Longer ones take a little longer.</Trans>
        </p>
        <div className="flex w-full max-w-xs flex-col gap-2" aria-hidden="true">
          <span className="h-3 w-full rounded-full bg-surface-2 motion-safe:animate-pulse" />
          <span className="h-3 w-4/5 rounded-full bg-surface-2 motion-safe:animate-pulse" />
          <span className="h-3 w-3/5 rounded-full bg-surface-2 motion-safe:animate-pulse" />
        </div>
      </div>
    </>
  )
}
