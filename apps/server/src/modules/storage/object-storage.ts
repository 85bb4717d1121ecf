/**
 * Where avatars live: a folder under DATA_DIR by default, any S3-compatible bucket when the
 * S3 settings are given (ADR 0005). Keys look like
 * `avatars/{userId}/avatar.webp`.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Env } from '../../env'

export type ObjectStorage = {
  kind: 'local' | 's3'
  /** Writes (or overwrites) an object. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** Removes an object; removing one that is not there is fine. */
  delete(key: string): Promise<void>
  /** Removes every object under `prefix/` (a folder such as `avatars/{userId}`), if any. */
  deleteFolder(prefix: string): Promise<void>
  /** The address a browser loads the object from (site-relative for local storage). */
  publicUrl(key: string): string
  /** The origin images are served from when it is not the site itself (for the CSP). */
  imageOrigin?: string
}

/** Objects never change under one URL in practice: new uploads get a new `?v=`. */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

const FOLDER = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)+$/

function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`)
}

/** A folder two levels deep at least (`avatars/{userId}`), never the root or a whole kind. */
function assertFolder(prefix: string) {
  if (!FOLDER.test(prefix)) throw new Error(`Invalid storage folder: ${prefix}`)
}

export function localStorageDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'storage')
}

export function createObjectStorage(env: Env): ObjectStorage {
  if (
    env.S3_ENDPOINT &&
    env.S3_BUCKET &&
    env.S3_ACCESS_KEY_ID &&
    env.S3_SECRET_ACCESS_KEY &&
    env.S3_PUBLIC_URL
  ) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    })
  }
  return createLocalStorage(localStorageDir(env))
}

export function createLocalStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    assertKey(key)
    const file = path.resolve(root, key)
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Invalid storage key: ${key}`)
    return file
  }
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write beside, then rename: a reader sees the old image or the new one, never half.
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`
      await fs.writeFile(temp, body)
      await fs.rename(temp, file)
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true })
    },
    async deleteFolder(prefix) {
      assertFolder(prefix)
      // The folder and whatever is in it, a half-written upload's temporary file included.
      await fs.rm(path.resolve(root, prefix), { recursive: true, force: true })
    },
    publicUrl: (key) => `/storage/${key}`,
  }
}

export type S3Settings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  publicUrl: string
}

/** Path-style requests (`{endpoint}/{bucket}/{key}`), which R2, MinIO, B2 and AWS all accept. */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  })
  const endpoint = settings.endpoint.replace(/\/+$/, '')
  const publicBase = settings.publicUrl.replace(/\/+$/, '')
  const objectUrl = (key: string) => {
    assertKey(key)
    return `${endpoint}/${encodeURIComponent(settings.bucket)}/${key}`
  }
  const check = async (res: Response, action: string, key: string) => {
    if (res.ok || (action === 'DELETE' && res.status === 404)) return
    const detail = (await res.text().catch(() => '')).slice(0, 300)
    throw new Error(`S3 ${action} ${key} answered ${res.status}: ${detail}`)
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        // A fresh ArrayBuffer copy: a BodyInit under both Node's and the DOM's typings.
        body: new Uint8Array(body).buffer,
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(body.byteLength),
          'Cache-Control': OBJECT_CACHE_CONTROL,
        },
      })
      await check(res, 'PUT', key)
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' })
      await check(res, 'DELETE', key)
    },
    async deleteFolder(prefix) {
      assertFolder(prefix)
      // ListObjectsV2, a page of up to 1,000 keys at a time, each deleted in turn: a folder
      // holds an avatar or two, so one page and a request or two each.
      for (;;) {
        const list = new URL(`${endpoint}/${encodeURIComponent(settings.bucket)}`)
        list.searchParams.set('list-type', '2')
        list.searchParams.set('prefix', `${prefix}/`)
        const res = await client.fetch(list.toString(), { method: 'GET' })
        await check(res, 'LIST', prefix)
        const keys = [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) =>
          unescapeXml(match[1] ?? ''),
        )
        if (keys.length === 0) return
        for (const key of keys) {
          const deleted = await client.fetch(objectUrl(key), { method: 'DELETE' })
          await check(deleted, 'DELETE', key)
        }
      }
    },
    publicUrl: (key) => `${publicBase}/${key}`,
    imageOrigin: new URL(publicBase).origin,
  }
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
}
