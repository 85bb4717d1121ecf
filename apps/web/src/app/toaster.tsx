// The one module that renders sonner; it is itself loaded lazily (app/provider.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { toast, Toaster } from 'sonner'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore, type MouseEvent } from 'react'
import { useTheme } from '@/features/theme/use-theme'

/**
 * Toasts sit low, as a phone's own do: above a screen's bottom button (a large button and the
 * screen's padding), or above the bottom navigation and its raised centre button where the
 * navigation shows. At the top they covered headings, the Inner Map's tabs and onboarding's
 * first headline. The rule comes with this module, so that no first screen carries it.
 */
const PLACEMENT = `:root{--toast-bottom:calc(5.75rem + env(safe-area-inset-bottom))}
:root[data-main-nav]{--toast-bottom:calc(6.75rem + env(safe-area-inset-bottom))}`
const ABOVE_THE_BOTTOM = { bottom: 'var(--toast-bottom)' }
/**
 * A screen that is one long form, with no bottom button or navigation (the sign-in screen),
 * asks for its toasts at the top with `data-toasts="top"` on the root element: there they
 * cover only its decorative orb, where at the bottom they covered the password field.
 */
const BELOW_THE_TOP = { top: 'calc(0.75rem + env(safe-area-inset-top))' }

function subscribePlacement(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributeFilter: ['data-toasts'] })
  return () => observer.disconnect()
}
const placement = () => (document.documentElement.dataset.toasts === 'top' ? 'top' : 'bottom')

/** A tap anywhere on a toast but its buttons puts it away (the close button does too). */
function dismissOnTap(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element
  if (target.closest('button, a')) return
  if (target.closest('[data-sonner-toast]')) toast.dismiss()
}

/** sonner's Toaster in the app's own tokens; loaded with the first toast (see lib/toast.ts). */
export default function AppToaster() {
  const { t } = useLingui()
  const { resolved } = useTheme()
  const at = useSyncExternalStore(subscribePlacement, placement)
  // Both edges: a toast raised by a tap low on the screen comes at the top (lib/toast.ts).
  const offset = { ...BELOW_THE_TOP, ...ABOVE_THE_BOTTOM }
  return (
    // The tap only adds a pointer's way to what the close button does for a keyboard.
    <div onClick={dismissOnTap}>
      <style>{PLACEMENT}</style>
      {/* The product's toast constants: one toast visible at a time, 5000 ms by default. */}
      <Toaster
        theme={resolved}
        position={at === 'top' ? 'top-center' : 'bottom-center'}
        offset={offset}
        mobileOffset={offset}
        visibleToasts={1}
        duration={5000}
        closeButton
        // sonner's own words for a screen reader, with its shortcut to the toasts (Alt+T).
        customAriaLabel={t`Notifications alt+T`}
        // Toasts use the app's own tokens so they meet AA contrast in both themes.
        toastOptions={{
          closeButtonAriaLabel: t`Close toast`,
          classNames: {
            toast:
              'font-sans !bg-surface !border-line !text-fg !rounded-2xl !shadow-lg cursor-pointer',
            description: '!text-muted',
            error: '!border-danger/60 [&_[data-icon]]:!text-danger',
            success: '[&_[data-icon]]:!text-success',
            closeButton: '!bg-surface-2 !border-line !text-fg',
            actionButton:
              '!bg-accent !text-on-accent !font-semibold !min-h-11 !px-4 !rounded-xl !text-sm',
          },
        }}
      />
    </div>
  )
}
