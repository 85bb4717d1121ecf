import { Outline, type IconProps } from './first-screen-icons'

/**
 * The icons of the signed-in start (the bottom navigation and Home, with the theme's toggle),
 * drawn here rather than taken from the icon library, so that Home's first load carries none of
 * the library's code (ADR 0081): the same lines and attributes as the library's icons of the same
 * names, which a file that shows them imports from here instead. A screen loaded later takes its
 * icons from the library.
 *
 * The paths are Lucide's (lucide.dev; ISC License, Copyright (c) Lucide Contributors).
 */

export function Home(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
      <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </Outline>
  )
}

export function Map(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z" />
      <path d="M15 5.764v15" />
      <path d="M9 3.236v15" />
    </Outline>
  )
}

export function BarChart3(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M3 3v16a2 2 0 0 0 2 2h16" />
      <path d="M18 17V9" />
      <path d="M13 17V5" />
      <path d="M8 17v-3" />
    </Outline>
  )
}

export function UserRound(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </Outline>
  )
}

export function Plus(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </Outline>
  )
}

export function X(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Outline>
  )
}

export function Mic(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 19v3" />
      <path d="M19 10v2a7 7 0 0 1-14 0v-2" />
      <rect x="9" y="2" width="6" height="13" rx="3" />
    </Outline>
  )
}

export function MicOff(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 19v3" />
      <path d="M15 9.34V5a3 3 0 0 0-5.68-1.33" />
      <path d="M16.95 16.95A7 7 0 0 1 5 12v-2" />
      <path d="M18.89 13.23A7 7 0 0 0 19 12v-2" />
      <path d="m2 2 20 20" />
      <path d="M9 9v3a3 3 0 0 0 5.12 2.12" />
    </Outline>
  )
}

export function Keyboard(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M10 8h.01" />
      <path d="M12 12h.01" />
      <path d="M14 8h.01" />
      <path d="M16 12h.01" />
      <path d="M18 8h.01" />
      <path d="M6 8h.01" />
      <path d="M7 16h10" />
      <path d="M8 12h.01" />
      <rect width="20" height="16" x="2" y="4" rx="2" />
    </Outline>
  )
}

export function Flame(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4" />
    </Outline>
  )
}

export function Sparkles(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
      <path d="M20 2v4" />
      <path d="M22 4h-4" />
      <circle cx="4" cy="20" r="2" />
    </Outline>
  )
}

export function Check(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Outline>
  )
}

export function ChevronRight(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="m9 18 6-6-6-6" />
    </Outline>
  )
}

export function Sun(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2" />
      <path d="M12 20v2" />
      <path d="m4.93 4.93 1.41 1.41" />
      <path d="m17.66 17.66 1.41 1.41" />
      <path d="M2 12h2" />
      <path d="M20 12h2" />
      <path d="m6.34 17.66-1.41 1.41" />
      <path d="m19.07 4.93-1.41 1.41" />
    </Outline>
  )
}

export function Moon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
    </Outline>
  )
}
