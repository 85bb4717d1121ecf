import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

type ActionRowProps = Omit<ComponentProps<'button'>, 'children'> & {
  label: string
  description: ReactNode
  icon: ReactNode
  /** Shown at the end of the row (a chevron, a spinner). */
  trailing?: ReactNode
  tone?: 'default' | 'danger'
}

/** A settings row that does something when tapped: icon, label, a line under it; 64 px tall. */
export function ActionRow({
  label,
  description,
  icon,
  trailing,
  tone = 'default',
  className,
  ...props
}: ActionRowProps) {
  return (
    <button
      type="button"
      className={cn(
        'flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors duration-150 hover:bg-surface-2 disabled:cursor-wait disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn('shrink-0', tone === 'danger' ? 'text-danger' : 'text-accent')}
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={cn('font-medium', tone === 'danger' && 'text-danger')}>{label}</span>
        <span className="text-sm text-muted">{description}</span>
      </span>
      {trailing}
    </button>
  )
}
