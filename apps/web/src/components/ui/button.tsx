import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong active:scale-[0.98]',
  warm: 'bg-warm text-on-warm hover:opacity-90 active:scale-[0.98]',
  secondary: 'bg-surface-2 text-fg border border-line hover:bg-surface active:scale-[0.98]',
  ghost: 'bg-transparent text-fg hover:bg-surface-2',
  quiet: 'bg-transparent text-muted hover:bg-surface-2',
  // Text in the page colour: AA contrast on the danger red in both themes.
  danger: 'bg-danger text-bg hover:opacity-90 active:scale-[0.98]',
} as const

const sizes = {
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-6 text-lg',
  icon: 'size-11 p-0',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

/** The button's look, for a link that should look like one: `<Link className={buttonClass()}>`. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-2xl font-semibold',
    'transition-[background-color,transform,opacity] duration-150 select-none',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  )
}

/** The one button of the app: at least 44 px tall, a visible focus ring, a pressed state. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  )
}
