import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronRight, CircleHelp, LogOut, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { showError } from '@/lib/show-error'
import { Link } from '@/components/ui/link'

/** Settings, Help & Support, and Sign Out. */
export function ProfileMenu({
  onSignOut,
  signingOut,
}: {
  onSignOut: () => Promise<unknown>
  signingOut: boolean
}) {
  const { t } = useLingui()
  return (
    <nav
      aria-label={t`Profile menu`}
      className="flex flex-col rounded-3xl border border-line bg-surface p-1.5"
    >
      <MenuLink to="/settings" icon={<Settings size={20} aria-hidden="true" />}>
        <Trans>Settings</Trans>
      </MenuLink>
      <MenuLink to="/help" icon={<CircleHelp size={20} aria-hidden="true" />}>
        <Trans>Help &amp; Support</Trans>
      </MenuLink>
      <button
        type="button"
        disabled={signingOut}
        onClick={() => void onSignOut().catch(showError)}
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-3 text-left font-medium text-danger hover:bg-surface-2"
      >
        <LogOut aria-hidden="true" size={20} />
        <Trans>Sign Out</Trans>
      </button>
    </nav>
  )
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-2xl px-3 font-medium hover:bg-surface-2"
    >
      <span className="text-muted">{icon}</span>
      {children}
      <ChevronRight aria-hidden="true" size={18} className="ml-auto text-muted" />
    </Link>
  )
}
