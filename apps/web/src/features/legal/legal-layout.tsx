import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Screen } from '@/components/ui/screen'
import { Link } from '@/components/ui/link'
import { intlText } from '@/i18n/intl-locale'

/**
 * Static text, a 'Last updated' date equal to today, 'Back to sign in'. In a language other
 * than English a line says that the English text is the one that governs.
 */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useLingui()
  const today = intlText(i18n.date(new Date(), { year: 'numeric', month: 'long', day: 'numeric' }))
  return (
    <Screen className="gap-6">
      <Link
        to="/auth"
        className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start px-2 font-medium text-accent"
      >
        <ArrowLeft aria-hidden="true" size={20} />
        <Trans>Back to sign in</Trans>
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted">
          <Trans>Last updated: {today}</Trans>
        </p>
        {i18n.locale === 'en' ? null : (
          <p className="text-sm text-muted">
            {t`This is a translation for your convenience. The English text is the one that governs.`}
          </p>
        )}
      </header>
      <article className="flex flex-col gap-6 text-base leading-relaxed text-fg [&_h2]:text-lg [&_h2]:font-semibold [&_p]:text-muted [&_li]:text-muted [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </article>
    </Screen>
  )
}
