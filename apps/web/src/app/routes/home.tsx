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
        <ThemeToggle />
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
