import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A quiet surface one step above the background, with a hairline border. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-[var(--radius-card)] border border-line bg-surface p-5', className)}
      {...props}
    />
  )
}
