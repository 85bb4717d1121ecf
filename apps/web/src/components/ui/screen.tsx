import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A full-height page with safe-area padding. Every route renders inside one, so content never
 * sits under a notch or the home indicator.
 */
export function Screen({ className, ...props }: ComponentProps<'main'>) {
  return (
    <main
      className={cn(
        'mx-auto flex min-h-dvh w-full max-w-md flex-col px-5',
        'pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]',
        className,
      )}
      {...props}
    />
  )
}
