/**
 * `db:move --storage`: the local avatar folder (`DATA_DIR/storage/avatars/{userId}/avatar.*`)
 * copied into the S3 bucket, and the profiles that pointed at a local file pointed at the
 * bucket instead, keeping their `?v=` so the photo is the same one. Several server processes
 * cannot share one machine's folder; they share the bucket.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '../../env'
import { createObjectStorage, localStorageDir } from '../../modules/storage/object-storage'
import { avatarContentType } from '../../modules/storage/routes'
import type { Query } from './copy-table'

export type AvatarsMoved = {
  files: number
  /** Profiles now pointing at the bucket. */
  profiles: number
  /** Profiles that pointed at a local file that is not there; left as they were. */
  missing: number
}

/** Throws unless the S3 settings are given, before anything is moved. */
export function bucketOf(env: Env) {
  const storage = createObjectStorage(env)
  if (storage.kind !== 's3') {
    throw new Error(
      '--storage needs the S3 settings (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL).',
    )
  }
  return storage
}

export async function moveAvatars(env: Env, target: Query): Promise<AvatarsMoved> {
  const bucket = bucketOf(env)
  const folder = path.join(localStorageDir(env), 'avatars')
  const copied = new Set<string>()
  for (const userId of await namesIn(folder)) {
    for (const file of await namesIn(path.join(folder, userId))) {
      const contentType = avatarContentType(userId, file)
      if (!contentType) continue
      const key = `avatars/${userId}/${file}`
      await bucket.put(key, await readFile(path.join(folder, userId, file)), contentType)
      copied.add(key)
    }
  }

  let profiles = 0
  let missing = 0
  const rows = await target(
    `select id, avatar_url from profiles where avatar_url like '/storage/%' order by id`,
  )
  for (const row of rows) {
    const url = String(row.avatar_url)
    const [local = '', query] = url.slice('/storage/'.length).split('?')
    if (!copied.has(local)) {
      missing += 1
      continue
    }
    const moved = `${bucket.publicUrl(local)}${query === undefined ? '' : `?${query}`}`
    await target('update profiles set avatar_url = $1 where id = $2', [moved, row.id])
    profiles += 1
  }
  return { files: copied.size, profiles, missing }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
}
