import { useLingui } from '@lingui/react/macro'
import { recentAchievements } from '@/stores/records/achievement-board'
import { useGamification, useLevel, useStreakToday } from '@/stores/records'
import { useProfile } from '../api/get-profile'
import { avatarInitial } from '../lib/avatar-initial'
import { AvatarPicker } from './avatar-picker'
import { LevelCard, StatTiles } from './level-and-stats'
import { NicknameHeading } from './nickname-heading'
import { ProfileMenu } from './profile-menu'
import { RecentAchievements } from './recent-achievements'

/** Profile (/profile). */
export function ProfileScreen({
  onSignOut,
  signingOut,
}: {
  onSignOut: () => Promise<unknown>
  signingOut: boolean
}) {
  const { t } = useLingui()
  const profile = useProfile()
  const level = useLevel()
  const streak = useStreakToday()
  const gamification = useGamification()
  const nickname = profile.data?.nickname
  const title = profile.isPending ? t`Loading...` : nickname || t`Your Profile`

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-4">
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        <AvatarPicker
          initial={avatarInitial(nickname, profile.data?.first_name)}
          url={profile.data?.avatar_url ?? null}
          disabled={!profile.data}
        />
        <NicknameHeading title={title} nickname={nickname} editable={Boolean(profile.data)} />
      </header>
      <LevelCard level={level} />
      <StatTiles streak={streak} checkIns={gamification.totalCheckins} />
      <RecentAchievements achievements={recentAchievements(gamification.achievements)} />
      <ProfileMenu onSignOut={onSignOut} signingOut={signingOut} />
    </main>
  )
}
