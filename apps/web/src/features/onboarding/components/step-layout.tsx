import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { StepHeading } from '@/components/ui/step-frame'

/** An onboarding step inside the shared frame: eyebrow and title, content, a footer kept low. */
export function StepLayout({
  eyebrow,
  title,
  children,
  footer,
}: {
  eyebrow: string
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <StepHeading eyebrow={eyebrow} title={title} size="lg" />
      <div className="flex flex-col gap-4">{children}</div>
      {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
    </>
  )
}

export function ContinueButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="lg" className="w-full" onClick={onClick}>
      <Trans>Continue</Trans>
    </Button>
  )
}
