import { useLingui } from '@lingui/react/macro'
import { Moon, Sun } from '@/components/ui/home-icons'
import { Button } from '@/components/ui/button'
import { useTheme } from './use-theme'

/** Switches between light and dark in one tap; the label says what a tap will do. */
export function ThemeToggle() {
  const { t } = useLingui()
  const { resolved, setChoice } = useTheme()
  const next = resolved === 'dark' ? 'light' : 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={next === 'light' ? t`Switch to light theme` : t`Switch to dark theme`}
      onClick={() => setChoice(next)}
    >
      {resolved === 'dark' ? (
        <Sun aria-hidden="true" size={20} />
      ) : (
        <Moon aria-hidden="true" size={20} />
      )}
    </Button>
  )
}
