import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useLocation } from '@/lib/router'
import { buttonClass } from '@/components/ui/button'
import { Screen } from '@/components/ui/screen'
import { Link } from '@/components/ui/link'

/** Unknown paths show this page; the path is logged. */
export default function NotFoundRoute() {
  const location = useLocation()
  useEffect(() => {
    console.error('404: no route for', location.pathname)
  }, [location.pathname])

  return (
    <Screen className="items-center justify-center gap-4 text-center">
      <p className="text-7xl font-bold tracking-tight text-accent tabular">404</p>
      <h1 className="text-2xl font-semibold text-fg">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="max-w-xs text-muted">
        <Trans>This page drifted off. Let&apos;s get you back to today.</Trans>
      </p>
      <Link to="/home" className={buttonClass({ size: 'lg', className: 'mt-4 w-full max-w-xs' })}>
        <Trans>Return to Home</Trans>
      </Link>
    </Screen>
  )
}
