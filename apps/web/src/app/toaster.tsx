// The one module that renders sonner; it is itself loaded lazily (app/provider.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { Toaster } from 'sonner'
import { useTheme } from '@/features/theme/use-theme'

const HEADER_CLEARANCE = { top: 'calc(4.5rem + env(safe-area-inset-top))' }

/** sonner's Toaster in the app's own tokens; loaded with the first toast (see lib/toast.ts). */
export default function AppToaster() {
  const { resolved } = useTheme()
  return (
    // Spec section 9: one toast visible at a time, 5000 ms by default.
    <Toaster
      theme={resolved}
      position="top-center"
      // Below the screen's header row, so a toast never covers its Back button.
      offset={HEADER_CLEARANCE}
      mobileOffset={HEADER_CLEARANCE}
      visibleToasts={1}
      duration={5000}
      closeButton
      // Toasts use the app's own tokens so they meet AA contrast in both themes.
      toastOptions={{
        classNames: {
          toast: 'font-sans !bg-surface !border-line !text-fg !rounded-2xl !shadow-lg',
          description: '!text-muted',
          error: '!border-danger/60 [&_[data-icon]]:!text-danger',
          success: '[&_[data-icon]]:!text-success',
          closeButton: '!bg-surface-2 !border-line !text-fg',
          actionButton:
            '!bg-accent !text-on-accent !font-semibold !min-h-11 !px-4 !rounded-xl !text-sm',
        },
      }}
    />
  )
}
