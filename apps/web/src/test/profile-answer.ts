import type { Profile } from '@hara/core'

/** `GET /api/profile`'s answer for a new, admitted account: its name, nothing else chosen yet. */
export function profileAnswer(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    nickname: 'Ada',
    first_name: null,
    avatar_url: null,
    admitted: true,
    has_backup: false,
    last_check_in_on: null,
    onboarding_focus: null,
    onboarding_challenge: null,
    language: null,
    ...overrides,
  }
}
