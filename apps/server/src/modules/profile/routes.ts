/**
 * `GET /api/profile` and `PATCH /api/profile`: the signed-in user's own row.
 * The user comes from the session only; an `id` in the body is ignored. A PATCH changes the
 * nickname, onboarding's choices (the focus and one of its challenges, always together), the
 * language Hara speaks to the person, or any of them.
 */
import { z } from 'zod'
import type { Database } from '../../db/client'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { notFound } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import type { Auth } from '../auth/auth'
import { requireSession } from '../auth/session-guard'
import { isChallengeOf, LANGUAGES, nicknameSchema, ONBOARDING_FOCUSES } from '@hara/core'
import { findProfile, toProfileJson, updateProfile } from './queries'

const updateProfileBody = z
  .object({
    nickname: z.optional(nicknameSchema),
    onboarding_focus: z.enum(ONBOARDING_FOCUSES).optional(),
    onboarding_challenge: z.string().max(200).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send a nickname, a language, or onboarding_focus with onboarding_challenge.',
  })
  .refine(
    ({ onboarding_focus: focus, onboarding_challenge: challenge }) =>
      (focus === undefined && challenge === undefined) ||
      (focus !== undefined && challenge !== undefined && isChallengeOf(focus, challenge)),
    { message: 'onboarding_challenge must be one of the three challenges of onboarding_focus.' },
  )

const profileMissing = () => notFound('Your profile could not be found.')

export function profileRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const signedIn = requireSession(auth)
  return createRouter()
    .get('/', signedIn, async (c) => {
      const row = await findProfile(db, c.get('userId'))
      if (!row) throw profileMissing()
      c.header('Cache-Control', 'no-store')
      return c.json(toProfileJson(row))
    })
    .patch('/', signedIn, limitBody(JSON_BODY_LIMIT), jsonBody(updateProfileBody), async (c) => {
      const body = c.req.valid('json')
      const row = await updateProfile(db, c.get('userId'), {
        nickname: body.nickname,
        onboardingFocus: body.onboarding_focus,
        onboardingChallenge: body.onboarding_challenge,
        language: body.language,
      })
      if (!row) throw profileMissing()
      return c.json(toProfileJson(row))
    })
}
