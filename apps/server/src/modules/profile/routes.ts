/**
 * `GET /api/profile` and `PATCH /api/profile`: the signed-in user's own row.
 * The user comes from the session only; an `id` in the body is ignored.
 */
import { z } from 'zod'
import type { Database } from '../../db/client'
import { JSON_BODY_LIMIT, limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import { notFound } from '../../lib/http/errors'
import { jsonBody } from '../../lib/http/validate'
import type { Auth } from '../auth/auth'
import { requireSession } from '../auth/session-guard'
import { nicknameSchema } from '@hara/core'
import { findProfile, toProfileJson, updateNickname } from './queries'

const updateProfileBody = z.object({ nickname: nicknameSchema })

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
      const { nickname } = c.req.valid('json')
      const row = await updateNickname(db, c.get('userId'), nickname)
      if (!row) throw profileMissing()
      return c.json(toProfileJson(row))
    })
}
