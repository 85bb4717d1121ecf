import { LogOut } from 'lucide-react'
import { toast } from 'sonner'
import { Card } from '@/components/ui/card'
import { useProfile } from '../api/get-profile'

/** Spec section 2, Profile. This first part shows who is signed in and signs out. */
export function ProfileScreen({
  onSignOut,
  signingOut,
}: {
  onSignOut: () => Promise<unknown>
  signingOut: boolean
}) {
  const profile = useProfile()
  const nickname = profile.data?.nickname
  const initial =
    (nickname ?? profile.data?.first_name ?? 'U').trim().charAt(0).toUpperCase() || 'U'

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pt-[max(1.5rem,env(safe-area-inset-top))]">
      <header className="flex flex-col items-center gap-3 pt-4 text-center">
        <span className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-surface-2 text-3xl font-semibold text-accent">
          {profile.data?.avatar_url ? (
            <img src={profile.data.avatar_url} alt="" className="size-full object-cover" />
          ) : (
            initial
          )}
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          {profile.isPending ? 'Loading...' : (nickname ?? 'Your Profile')}
        </h1>
      </header>
      <Card className="p-2">
        <button
          type="button"
          disabled={signingOut}
          onClick={() =>
            onSignOut().catch((error: unknown) =>
              toast.error('Error', {
                description: error instanceof Error ? error.message : 'Could not sign out.',
              }),
            )
          }
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-danger hover:bg-surface-2"
        >
          <LogOut aria-hidden="true" size={20} />
          Sign Out
        </button>
      </Card>
    </main>
  )
}
