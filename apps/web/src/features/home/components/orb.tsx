import { Trans, useLingui } from '@lingui/react/macro'

/**
 * The signature orb (DESIGN.md): a living gradient sphere that breathes slowly when idle and
 * stills under prefers-reduced-motion. Tapping it starts a voice check-in. On a short screen
 * (640 px) it is smaller, so that its 'tap to speak' sits above the bottom bar's raised button.
 */
export function Orb({ onSpeak }: { onSpeak: () => void }) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col items-center gap-3 py-2 [@media(max-height:700px)]:gap-2 [@media(max-height:700px)]:py-0">
      <button
        type="button"
        onClick={onSpeak}
        aria-label={t`tap to speak`}
        className="group relative flex size-44 items-center justify-center rounded-full focus-visible:outline-offset-8 [@media(max-height:700px)]:size-32"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c)_80%)] opacity-40 [filter:blur(40px)] motion-safe:animate-[breathe_6s_ease-in-out_infinite]"
        />
        <span
          aria-hidden="true"
          className="relative size-36 rounded-full [@media(max-height:700px)]:size-26 bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c)_85%)] [box-shadow:inset_-12px_-16px_32px_rgba(0,0,0,0.25)] transition-transform duration-200 group-active:scale-95 motion-safe:animate-[breathe_6s_ease-in-out_infinite]"
        />
      </button>
      <p className="text-sm font-medium text-muted" aria-hidden="true">
        <Trans>tap to speak</Trans>
      </p>
    </div>
  )
}
