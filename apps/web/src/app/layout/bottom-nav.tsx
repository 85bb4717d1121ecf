import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BarChart3, Home, Map, Plus, UserRound, X } from '@/components/ui/home-icons'
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { cn } from '@/lib/cn'
import { NavLink } from '@/components/ui/link'

type NavItem = {
  to: string
  label: MessageDescriptor
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
}

const LEFT: NavItem[] = [
  { to: '/home', label: msg`Today`, icon: Home },
  { to: '/insights', label: msg`Insights`, icon: BarChart3 },
]
const RIGHT: NavItem[] = [
  { to: '/map', label: msg`Journey`, icon: Map },
  { to: '/profile', label: msg`Profile`, icon: UserRound },
]

/**
 * While the bar shows, the root element says so (`data-main-nav`): the toasts sit above it
 * (app/toaster.tsx) and a focused field scrolls clear of it (styles/index.css). Rules on the
 * root that looked for the bar themselves (`:root:has(nav)`) had the browser check every
 * change of the page against them: a card added to the Timeline cost three times the style.
 */
function markRoot() {
  const root = document.documentElement
  root.setAttribute('data-main-nav', '')
  return () => root.removeAttribute('data-main-nav')
}

/**
 * The five-item bottom navigation. The raised centre button offers Type or
 * Voice, which open /check-in?mode=tap or /check-in?mode=voice.
 */
export function BottomNav() {
  const { t } = useLingui()
  useLayoutEffect(markRoot, [])
  return (
    <nav
      aria-label={t`Main`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg/90 [backdrop-filter:blur(12px)] pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch justify-around px-2">
        {LEFT.map((item) => (
          <NavTab key={item.to} item={item} />
        ))}
        <li className="flex w-20 justify-center">
          <CheckInButton />
        </li>
        {RIGHT.map((item) => (
          <NavTab key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  )
}

function NavTab({ item }: { item: NavItem }) {
  const { i18n } = useLingui()
  const Icon = item.icon
  return (
    <li className="flex flex-1">
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          cn(
            'flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-medium transition-colors duration-150',
            isActive ? 'text-accent' : 'text-muted hover:text-fg',
          )
        }
      >
        <Icon size={22} aria-hidden />
        {i18n._(item.label)}
      </NavLink>
    </li>
  )
}

const loadMenu = () => import('./check-in-menu')
const CheckInMenu = lazy(loadMenu)

/**
 * The raised centre button. Its menu's code loads with the first tap (asked for as the finger
 * touches the button, or as the button takes the keyboard's focus), not with Home.
 */
function CheckInButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const container = useRef<HTMLDivElement>(null)

  return (
    <div ref={container} className="relative flex justify-center">
      {open ? (
        <Suspense fallback={null}>
          <CheckInMenu
            id={menuId}
            container={container}
            onClose={(refocus) => {
              setOpen(false)
              if (refocus) trigger.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`Check In`}
        onPointerDown={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen((value) => !value)}
        className="-mt-6 flex size-16 items-center justify-center rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_50%,var(--orb-c))] text-white [box-shadow:0_0_0_4px_var(--bg),0_8px_28px_-6px_var(--orb-c)] transition-transform duration-150 active:scale-95"
      >
        {open ? <X size={28} aria-hidden /> : <Plus size={30} aria-hidden />}
      </button>
    </div>
  )
}
