/**
 * `GET /storage/avatars/:userId/:file`: local avatars, for the default storage. Only names the
 * upload itself writes are served (`avatar.jpg|png|webp` under a user id), so no request can
 * name a file outside the storage folder however its path is encoded.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createRouter } from '../../lib/http/create-app'
import { notFound } from '../../lib/http/errors'
import { OBJECT_CACHE_CONTROL } from './object-storage'

const USER_ID = /^[A-Za-z0-9_-]{1,128}$/
const AVATAR_FILE = /^avatar\.(jpg|png|webp)$/

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The content type of `avatars/{userId}/{file}`, when those are names an upload writes. */
export function avatarContentType(userId: string, file: string): string | undefined {
  const ext = AVATAR_FILE.exec(file)?.[1]
  return USER_ID.test(userId) && ext ? CONTENT_TYPES[ext] : undefined
}

export function storageRoutes(root: string) {
  return createRouter().get('/avatars/:userId/:file', async (c) => {
    const { userId, file } = c.req.param()
    const contentType = avatarContentType(userId, file)
    if (!contentType) throw notFound('No such image.')

    const filePath = path.join(root, 'avatars', userId, file)
    let stat
    try {
      stat = await fs.stat(filePath)
    } catch {
      throw notFound('No such image.')
    }
    if (!stat.isFile()) throw notFound('No such image.')

    const etag = `"${createHash('sha1').update(`${stat.size}:${stat.mtimeMs}`).digest('base64url')}"`
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': OBJECT_CACHE_CONTROL,
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    }
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
    const body = await fs.readFile(filePath)
    return c.body(new Uint8Array(body), 200, headers)
  })
}
