import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  BarChart3,
  Home,
  Keyboard,
  Map,
  Mic,
  MicOff,
  Plus,
  UserRound,
  X,
} from '@/components/ui/home-icons'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react'
import { createPortal } from 'react-dom'
import { useNavigate } from '@/lib/router'
import { cn } from '@/lib/cn'
import { useVoiceAvailability } from '@/lib/use-voice-availability'
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
 * The five-item bottom navigation. The raised centre button offers Type or
 * Voice, which open /check-in?mode=tap or /check-in?mode=voice.
 */
export function BottomNav() {
  const { t } = useLingui()
  return (
    <nav
      aria-label={t`Main`}
      // The toasts' placement finds the bar by it in every language (app/toaster.tsx).
      data-main-nav=""
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

function CheckInButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const menuId = useId()
  const firstItem = useRef<HTMLButtonElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const voice = useVoiceAvailability(open)

  useEffect(() => {
    if (!open) return
    firstItem.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        trigger.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const choose = (mode: 'tap' | 'voice') => {
    setOpen(false)
    navigator.vibrate?.(10)
    void navigate(`/check-in?mode=${mode}`)
  }

  return (
    <div ref={container} className="relative flex justify-center">
      {/* A backdrop dims the screen under the open menu (a tap on it closes the menu). In a
          portal: the bar's blur makes it the frame of anything fixed inside it. */}
      {open
        ? createPortal(
            <div
              aria-hidden="true"
              data-menu-backdrop=""
              className="fixed inset-0 z-30 bg-black/45"
            />,
            document.body,
          )
        : null}
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t`Check in by`}
          className="absolute bottom-[4.75rem] flex w-56 flex-col gap-1 rounded-2xl border border-line bg-surface p-1.5 [box-shadow:0_20px_25px_-5px_#0000001a,0_8px_10px_-6px_#0000001a] motion-safe:animate-[step-in_150ms_ease-out]"
        >
          <MenuItem ref={firstItem} onClick={() => choose('tap')}>
            <Keyboard size={20} aria-hidden className="text-accent" />
            <Trans>Type</Trans>
          </MenuItem>
          {voice === 'unavailable' ? (
            <div
              role="menuitem"
              aria-disabled="true"
              className="flex min-h-12 items-start gap-3 rounded-xl px-3 py-2 text-left text-muted"
            >
              <MicOff size={20} aria-hidden className="mt-0.5 shrink-0" />
              <span className="flex flex-col">
                <span className="font-medium">
                  <Trans>Voice</Trans>
                </span>
                <span className="text-xs leading-snug">
                  <Trans>Voice isn&apos;t set up on this server. Type instead.</Trans>
                </span>
              </span>
            </div>
          ) : (
            <MenuItem onClick={() => choose('voice')}>
              <Mic size={20} aria-hidden className="text-warm" />
              <Trans>Voice</Trans>
            </MenuItem>
          )}
        </div>
      ) : null}
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t`Check In`}
        onClick={() => setOpen((value) => !value)}
        className="-mt-6 flex size-16 items-center justify-center rounded-full bg-[radial-gradient(circle_at_35%_30%,var(--orb-a),var(--orb-b)_50%,var(--orb-c))] text-white [box-shadow:0_0_0_4px_var(--bg),0_8px_28px_-6px_var(--orb-c)] transition-transform duration-150 active:scale-95"
      >
        {open ? <X size={28} aria-hidden /> : <Plus size={30} aria-hidden />}
      </button>
    </div>
  )
}

/** One way to check in, in the centre button's menu. */
function MenuItem({
  ref,
  onClick,
  children,
}: {
  ref?: Ref<HTMLButtonElement>
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      ref={ref}
      type="button"
      role="menuitem"
      onClick={onClick}
      className="flex min-h-12 items-center gap-3 rounded-xl px-3 text-left font-medium hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      {children}
    </button>
  )
}
