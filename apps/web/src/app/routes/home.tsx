import { UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Screen } from '@/components/ui/screen'
import { ThemeToggle } from '@/features/theme/theme-toggle'

export default function HomeRoute() {
  return (
    <Screen className="gap-6">
      <header className="flex items-center justify-between">
        <div>
          <p className="text-sm text-muted">Today</p>
          <h1 className="text-3xl font-bold tracking-tight">Hello there</h1>
        </div>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button asChild variant="ghost" size="icon">
            <Link to="/profile" aria-label="Profile">
              <UserRound aria-hidden="true" size={20} />
            </Link>
          </Button>
        </div>
      </header>
      <Card>
        <p className="text-sm font-medium text-warm">Today&apos;s focus</p>
        <p className="mt-2 text-lg leading-snug">
          Notice the first feeling in your body before you answer someone today.
        </p>
      </Card>
    </Screen>
  )
}
