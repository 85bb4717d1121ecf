import { useLingui } from '@lingui/react/macro'

/** Full-screen wait state used while the session or a route loads (spec: 'Loading...'). */
export function LoadingScreen() {
  const { t } = useLingui()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-bg text-muted"
    >
      <span
        aria-hidden="true"
        className="size-14 animate-pulse rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_45%,var(--orb-c))] opacity-80"
      />
      <p className="text-base">{t`Loading...`}</p>
    </div>
  )
}
