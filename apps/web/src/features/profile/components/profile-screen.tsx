import { NICKNAME_MAX, recentAchievements } from '@hara/core'
import {
  Camera,
  ChevronRight,
  CircleHelp,
  LoaderCircle,
  LogOut,
  Pencil,
  Settings,
} from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { AchievementIcon } from '@/components/ui/achievement-icon'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { TextField } from '@/components/ui/text-field'
import { useGamification, useLevel, useStreakToday } from '@/stores/journal'
import { useProfile } from '../api/get-profile'
import { useUpdateNickname, useUploadAvatar } from '../api/update-profile'

function showError(error: unknown) {
  toast.error('Error', {
    description: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
  })
}

/** Profile (/profile, spec section 2). */
export function ProfileScreen({
  onSignOut,
  signingOut,
}: {
  onSignOut: () => Promise<unknown>
  signingOut: boolean
}) {
  const profile = useProfile()
  const level = useLevel()
  const streak = useStreakToday()
  const gamification = useGamification()
  const recent = recentAchievements(gamification.achievements)
  const nickname = profile.data?.nickname
  const title = profile.isPending ? 'Loading...' : nickname || 'Your Profile'

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-4">
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        <AvatarPicker
          initial={
            (nickname || profile.data?.first_name || 'U').trim().charAt(0).toUpperCase() || 'U'
          }
          url={profile.data?.avatar_url ?? null}
          disabled={!profile.data}
        />
        <NicknameHeading title={title} nickname={nickname} editable={Boolean(profile.data)} />
      </header>

      <section
        aria-label="Your level"
        className="flex flex-col gap-2 rounded-3xl border border-line bg-surface p-5"
      >
        <p className="font-semibold">
          Level {level.level} {level.name}
        </p>
        <ProgressBar
          label="Progress to the next level"
          value={level.totalXP}
          max={level.nextLevelXP}
        />
        <p className="text-sm text-muted tabular">
          {level.totalXP} / {level.nextLevelXP} XP
        </p>
      </section>

      <dl className="grid grid-cols-2 gap-3">
        <Tile label="Day Streak" value={streak} />
        <Tile label="Check-ins" value={gamification.totalCheckins} />
      </dl>

      <section aria-labelledby="recent-achievements" className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="recent-achievements" className="text-lg font-semibold">
            Recent Achievements
          </h2>
          <Link
            to="/achievements"
            className="flex min-h-11 items-center px-2 font-medium text-accent"
          >
            View all
          </Link>
        </div>
        {recent.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-center text-muted">
            Start checking in to unlock achievements
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {recent.map((achievement) => (
              <li
                key={achievement.id}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warm/15 text-warm">
                  <AchievementIcon name={achievement.icon} size={20} />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{achievement.name}</span>
                  <span className="truncate text-sm text-muted">{achievement.description}</span>
                </span>
                <span className="ml-auto text-sm font-semibold text-warm tabular">
                  +{achievement.xp} XP
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <nav
        aria-label="Profile menu"
        className="flex flex-col rounded-3xl border border-line bg-surface p-1.5"
      >
        <MenuLink to="/settings" icon={<Settings size={20} aria-hidden="true" />}>
          Settings
        </MenuLink>
        <MenuLink to="/help" icon={<CircleHelp size={20} aria-hidden="true" />}>
          Help &amp; Support
        </MenuLink>
        <button
          type="button"
          disabled={signingOut}
          onClick={() => onSignOut().catch(showError)}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-3 text-left font-medium text-danger hover:bg-surface-2"
        >
          <LogOut aria-hidden="true" size={20} />
          Sign Out
        </button>
      </nav>
    </main>
  )
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-3xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-bold tabular">{value}</dd>
    </div>
  )
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-2xl px-3 font-medium hover:bg-surface-2"
    >
      <span className="text-muted">{icon}</span>
      {children}
      <ChevronRight aria-hidden="true" size={18} className="ml-auto text-muted" />
    </Link>
  )
}

function AvatarPicker({
  initial,
  url,
  disabled,
}: {
  initial: string
  url: string | null
  disabled: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  return (
    <div className="relative">
      <span className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-surface-2 text-3xl font-semibold text-accent">
        {url ? (
          <img src={url} alt="Your profile photo" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-bg/60">
            <LoaderCircle aria-label="Uploading photo" className="animate-spin text-fg" size={28} />
          </span>
        ) : null}
      </span>
      <button
        type="button"
        aria-label="Change photo"
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
        className="absolute -right-1 -bottom-1 flex size-11 items-center justify-center rounded-full border-4 border-bg bg-accent text-on-accent disabled:opacity-60"
      >
        <Camera aria-hidden="true" size={18} />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          upload.mutate(file, {
            onSuccess: () =>
              toast.success('Photo updated', {
                description: 'Your profile photo has been updated successfully.',
              }),
            onError: showError,
          })
        }}
      />
    </div>
  )
}

function NicknameHeading({
  title,
  nickname,
  editable,
}: {
  title: string
  nickname: string | undefined
  editable: boolean
}) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const update = useUpdateNickname()

  if (!editing) {
    return (
      <div className="flex items-center gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {editable ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Edit nickname"
            onClick={() => {
              setDraft(nickname ?? '')
              setEditing(true)
            }}
          >
            <Pencil aria-hidden="true" size={18} />
          </Button>
        ) : null}
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(draft.trim(), {
      onSuccess: () => {
        setEditing(false)
        toast.success('Profile updated', {
          description: 'Your profile has been updated successfully.',
        })
      },
      onError: showError,
    })
  }
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-3 text-left">
      <h1 className="sr-only">{title}</h1>
      <TextField
        label="Nickname"
        autoFocus
        maxLength={NICKNAME_MAX}
        required
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || !draft.trim()}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
