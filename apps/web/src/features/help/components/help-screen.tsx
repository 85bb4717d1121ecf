import { Trans, useLingui } from '@lingui/react/macro'
import * as Accordion from '@radix-ui/react-accordion'
import { BookOpen, ChevronDown, ChevronRight, Lightbulb, Mail, UsersRound } from 'lucide-react'
import { useId, useState } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { cn } from '@/lib/cn'
import { useBackupState } from '@/stores/device'
import { faq, GETTING_STARTED, PRO_TIPS, SUPPORT_EMAIL } from '../help-content'

/**
 * Help & Support (/help): the getting-started guide, the community, contact,
 * the FAQ (one answer open at a time, collapsible) and five pro tips.
 */
export function HelpScreen({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useLingui()
  const backupOn = useBackupState().enabled
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-4">
      <PageHeader title={t`Help & Support`} onBack={onBack} />

      <section
        aria-label={t`Support`}
        className="flex flex-col divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
      >
        <GettingStarted />
        <div className="flex min-h-16 items-center gap-3 px-4 py-3">
          <UsersRound aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">
              <Trans>Community</Trans>
            </span>
            <span className="text-sm text-muted">
              <Trans>Opens with the public launch. Until then, you’re one of the first.</Trans>
            </span>
          </span>
        </div>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors duration-150 hover:bg-surface-2"
        >
          <Mail aria-hidden="true" size={20} className="shrink-0 text-accent" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">
              <Trans>Contact support</Trans>
            </span>
            <span className="text-sm break-all text-muted">{SUPPORT_EMAIL}</span>
          </span>
          <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-muted" />
        </a>
      </section>

      <section aria-labelledby="faq-title" className="flex flex-col gap-3">
        <h2 id="faq-title" className="text-lg font-semibold">
          <Trans>Frequently asked questions</Trans>
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="flex flex-col divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
        >
          {faq(backupOn).map(({ question, answer }, index) => (
            <Accordion.Item key={index} value={`faq-${index}`}>
              <Accordion.Header className="flex">
                <Accordion.Trigger className="group flex min-h-14 flex-1 items-center justify-between gap-3 px-4 py-3 text-left font-medium transition-colors duration-150 hover:bg-surface-2">
                  {question}
                  <ChevronDown
                    aria-hidden="true"
                    size={20}
                    className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4 leading-relaxed text-muted">
                {answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>

      <section aria-labelledby="tips-title" className="flex flex-col gap-3">
        <h2 id="tips-title" className="text-lg font-semibold">
          <Trans>Pro tips</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {PRO_TIPS.map((tip) => (
            <li key={tip.id} className="flex gap-3 rounded-2xl bg-surface-2 px-4 py-3 leading-snug">
              <Lightbulb aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-warm" />
              {i18n._(tip)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}

/** 'Getting started guide': a row that opens the three steps in place. */
function GettingStarted() {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors duration-150 hover:bg-surface-2"
      >
        <BookOpen aria-hidden="true" size={20} className="shrink-0 text-accent" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium">
            <Trans>Getting started guide</Trans>
          </span>
          <span className="text-sm text-muted">
            <Trans>Your first check-in in three steps</Trans>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          size={20}
          className={cn(
            'shrink-0 text-muted transition-transform duration-200',
            open && 'rotate-180',
          )}
        />
      </button>
      <ol id={panelId} hidden={!open} className="flex flex-col gap-3 px-4 pb-4">
        {GETTING_STARTED.map((step, index) => (
          <li key={step.title.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-semibold text-accent tabular"
            >
              {index + 1}
            </span>
            <span className="flex flex-col">
              <span className="font-medium">{i18n._(step.title)}</span>
              <span className="text-sm text-muted">{i18n._(step.text)}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}
