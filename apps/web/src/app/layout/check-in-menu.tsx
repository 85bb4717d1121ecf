import { Trans, useLingui } from '@lingui/react/macro'
import { Keyboard, Mic, MicOff } from '@/components/ui/home-icons'
import { useEffect, useEffectEvent, useRef, type ReactNode, type Ref, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useNavigate } from '@/lib/router'
import { useVoiceAvailability } from '@/lib/use-voice-availability'

/**
 * The centre button's menu: Type or Voice, which open /check-in?mode=tap or
 * /check-in?mode=voice. It takes the focus when it opens; Escape closes it and gives the focus
 * back to the button, and a tap outside `container` (the button and the menu) closes it.
 */
export default function CheckInMenu({
  id,
  container,
  onClose,
}: {
  id: string
  container: RefObject<HTMLDivElement | null>
  onClose: (refocus: boolean) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const firstItem = useRef<HTMLButtonElement>(null)
  const voice = useVoiceAvailability(true)

  const close = useEffectEvent(onClose)
  useEffect(() => {
    firstItem.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [container])

  const choose = (mode: 'tap' | 'voice') => {
    onClose(false)
    navigator.vibrate?.(10)
    void navigate(`/check-in?mode=${mode}`)
  }

  return (
    <>
      {/* A backdrop dims the screen under the open menu (a tap on it closes the menu). In a
          portal: the bar's blur makes it the frame of anything fixed inside it. */}
      {createPortal(
        <div aria-hidden="true" data-menu-backdrop="" className="fixed inset-0 z-30 bg-black/45" />,
        document.body,
      )}
      <div
        id={id}
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
    </>
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
