import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

/** 'or', then 'Continue with Google' (sign-in and sign-up). */
export function GoogleSignIn({ pending, onStart }: { pending: boolean; onStart: () => void }) {
  const { t } = useLingui()
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-muted" role="separator">
        <span className="h-px flex-1 bg-line" />
        {t`or`}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button variant="secondary" size="lg" disabled={pending} onClick={onStart}>
        <GoogleMark />
        {t`Continue with Google`}
      </Button>
    </>
  )
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.2s2.7-6.2 6-6.2c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3.1 14.7 2 12 2 6.5 2 2 6.5 2 12s4.5 10 10 10c5.8 0 9.6-4.1 9.6-9.8 0-.7-.1-1.2-.2-1.7H12z"
      />
    </svg>
  )
}
