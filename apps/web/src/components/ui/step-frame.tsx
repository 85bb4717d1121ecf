import { useLingui } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'

export type StepDirection = 'forward' | 'back'

export type StepProgress = {
  /** Names the bar for screen readers, e.g. 'Check-in progress'. */
  label: string
  /** 1-based position of the current step. */
  value: number
  max: number
  /** One segment per step (onboarding) instead of one continuous bar (check-ins). */
  segmented?: boolean
}

export type StepFrameProps = {
  /** Changes with every step: the new step slides in and its heading takes the focus. */
  stepKey: string | number
  /** The way the person travelled, so the step slides in from that side (DESIGN.md, motion). */
  direction: StepDirection
  progress: StepProgress
  /** The back arrow (named 'Back'); without it, the first step keeps the space empty. */
  onBack?: () => void
  /**
   * `screen`: exactly one phone screen, with the primary action pinned low (check-ins).
   * `page`: at least one screen, scrolling when a step is longer (onboarding).
   */
  fit?: 'screen' | 'page'
  children: ReactNode
}

/**
 * The frame every step-by-step flow shares (check-ins, onboarding): a back arrow, a progress
 * bar, and the step itself, which slides in the direction of travel (still under
 * prefers-reduced-motion) and moves the focus to its `StepHeading` so screen readers announce it.
 */
export function StepFrame({
  stepKey,
  direction,
  progress,
  onBack,
  fit = 'screen',
  children,
}: StepFrameProps) {
  const { t } = useLingui()
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true })
  }, [stepKey])

  return (
    <main
      className={cn(
        'mx-auto flex w-full max-w-md flex-col px-5',
        'pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.25rem,env(safe-area-inset-bottom))]',
        fit === 'screen' ? 'h-dvh overflow-hidden' : 'min-h-dvh',
      )}
    >
      <div className="flex min-h-12 items-center gap-3">
        {onBack ? (
          <Button variant="ghost" size="icon" aria-label={t`Back`} onClick={onBack}>
            <ArrowLeft aria-hidden="true" size={22} />
          </Button>
        ) : (
          <span className="size-11 shrink-0" aria-hidden="true" />
        )}
        <StepProgressBar {...progress} />
        <span className="w-11 shrink-0" aria-hidden="true" />
      </div>

      <div
        ref={body}
        key={stepKey}
        className={cn(
          'flex min-h-0 flex-1 flex-col gap-5 pt-4',
          direction === 'forward'
            ? 'motion-safe:animate-[step-in_200ms_ease-out]'
            : 'motion-safe:animate-[step-back_200ms_ease-out]',
        )}
      >
        {children}
      </div>
    </main>
  )
}

function StepProgressBar({ label, value, max, segmented = false }: StepProgress) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`Step ${value} of ${max}`}
      className={cn(
        'flex h-1.5 flex-1 gap-1.5',
        !segmented && 'overflow-hidden rounded-full bg-surface-2',
      )}
    >
      {segmented ? (
        Array.from({ length: max }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-full flex-1 rounded-full transition-colors duration-200',
              i < value ? 'bg-accent' : 'bg-surface-2',
            )}
          />
        ))
      ) : (
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${(value / max) * 100}%` }}
        />
      )}
    </div>
  )
}

/**
 * A step's title (and an optional eyebrow above and lead below). The frame focuses it when the
 * step changes; it is not in the tab order.
 */
export function StepHeading({
  title,
  eyebrow,
  lead,
  size = 'md',
}: {
  title: ReactNode
  eyebrow?: string
  lead?: ReactNode
  size?: 'md' | 'lg'
}) {
  return (
    <header className="flex flex-col gap-1.5">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-warm uppercase">{eyebrow}</p>
      ) : null}
      <h1
        data-step-heading
        tabIndex={-1}
        className={cn(
          'font-bold tracking-tight outline-none',
          size === 'lg' ? 'text-3xl' : 'text-[1.75rem]',
        )}
      >
        {title}
      </h1>
      {lead ? <p className="text-base text-muted">{lead}</p> : null}
    </header>
  )
}
