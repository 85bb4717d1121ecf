import type { SVGProps } from 'react'

/**
 * The icons of the screens a first load can show (the signed-out screen, the session error),
 * drawn here rather than taken from the icon library, so that neither first load carries the
 * library's code: the same lines and attributes as its 'star' and 'cloud-off'.
 *
 * The paths are Lucide's (lucide.dev; ISC License, Copyright (c) Lucide Contributors).
 */
export function Outline({ size = 24, strokeWidth = 2, children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  )
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

export function StarIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
    </Outline>
  )
}

export function CloudOffIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057" />
      <path d="M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78" />
      <path d="m2 2 20 20" />
    </Outline>
  )
}
