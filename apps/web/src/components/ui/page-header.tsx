import { useLingui } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { Button } from './button'

/** The title row of a secondary screen: a back button (named 'Back') and the page heading. */
export function PageHeader({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useLingui()
  return (
    <header className="-ml-2 flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={t`Back`} onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={22} />
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
    </header>
  )
}
