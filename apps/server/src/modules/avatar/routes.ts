/**
 * `POST /api/profile/avatar` (multipart `file`): the signed-in user's photo, stored as
 * `avatars/{userId}/avatar.{ext}` over the previous one (storage bucket avatars).
 */
import { limitBody } from '../../lib/edge/body-limit'
import { createRouter } from '../../lib/http/create-app'
import type { AttemptRule } from '../../lib/limits/attempt-limiter'
import { badRequest, HttpError, notFound } from '../../lib/http/errors'
import { requireAdmitted } from '../access-code/require-admitted'
import { findProfile, updateAvatarUrl } from '../profile/queries'
import type { ObjectStorage } from '../storage/object-storage'
import { AVATAR_MAX_BYTES, processAvatar } from './process-avatar'
import type { RouteDeps } from '../route-deps'

/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', 'That photo is larger than 10 MB. Choose a smaller one.')

export function avatarKey(userId: string, ext: string): string {
  return `avatars/${userId}/avatar.${ext}`
}

/** Uploads per user: plenty to pick a photo, too few to keep a server busy. */
export const AVATAR_UPLOAD_RULE: AttemptRule = { max: 10, windowMs: 10 * 60 * 1000 }

export function avatarRoutes(deps: RouteDeps & { storage: ObjectStorage }) {
  const { db, storage, logger } = deps
  return createRouter().post(
    '/',
    // Like every route for people in the app: the access code first.
    requireAdmitted(deps.auth, db),
    deps.limiter.limit({
      rule: AVATAR_UPLOAD_RULE,
      keys: (c) => [`avatar:user:${c.get('userId')}`],
      message: (wait) => `That's a lot of new photos. Try again in ${wait}.`,
    }),
    limitBody(AVATAR_MAX_BYTES + ENVELOPE_BYTES, tooLarge().message),
    async (c) => {
      const userId = c.get('userId')
      const form = await c.req.parseBody()
      const file = form['file']
      if (!(file instanceof File)) throw badRequest('Choose a photo to upload.', 'missing_file')
      if (file.size > AVATAR_MAX_BYTES) throw tooLarge()

      const profile = await findProfile(db, userId)
      if (!profile) throw notFound('Your profile could not be found.')

      const image = await processAvatar(new Uint8Array(await file.arrayBuffer()))
      const key = avatarKey(userId, image.ext)
      await storage.put(key, image.data, image.contentType)
      // A new version parameter each time, so the new photo shows at once despite long caching.
      const avatarUrl = `${storage.publicUrl(key)}?v=${Date.now()}`
      await updateAvatarUrl(db, userId, avatarUrl)

      const previousExt = /\/avatar\.(jpg|png|webp)(\?|$)/.exec(profile.avatarUrl ?? '')?.[1]
      if (previousExt && previousExt !== image.ext) {
        await storage.delete(avatarKey(userId, previousExt)).catch((err: unknown) => {
          logger.warn('could not delete the previous avatar', {
            userId,
            error: err instanceof Error ? err.message : String(err),
          })
        })
      }
      return c.json({ avatar_url: avatarUrl })
    },
  )
}
