import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, admittedClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { imageInfo, makeImage, uploadForm } from '../../test/images'
import { localStorageDir } from './object-storage'

describe('GET /storage/* (local storage)', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
    // Files a request must never reach: beside the storage folder and above it.
    writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'top secret')
    mkdirSync(path.join(localStorageDir(ctx.env), 'avatars', 'someone'), { recursive: true })
    writeFileSync(path.join(localStorageDir(ctx.env), 'secret.txt'), 'top secret')
    writeFileSync(
      path.join(localStorageDir(ctx.env), 'avatars', 'someone', 'notes.txt'),
      'top secret',
    )
  })
  afterAll(() => ctx.close())

  it.each([
    '/storage/avatars/%2e%2e/%2e%2e/secret.txt',
    '/storage/avatars/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/storage/avatars/..%2f..%2fsecret.txt',
    '/storage/avatars/someone/..%2f..%2f..%2fsecret.txt',
    '/storage/avatars/someone/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/storage/avatars/someone/..%5c..%5csecret.txt',
    '/storage/avatars/%5c..%5c..%5csecret.txt/avatar.png',
    '/storage/avatars/someone/%2fetc%2fpasswd',
    '/storage/avatars/someone/notes.txt',
    '/storage/avatars/someone/avatar.png%00.txt',
    '/storage/avatars//etc/passwd',
    '/storage/secret.txt',
    '/storage/avatars/C:%5cWindows%5cwin.ini/avatar.png',
  ])('refuses %s with a 4xx and no file content', async (url) => {
    const res = await createClient(ctx).raw.get(url)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await res.text()).not.toContain('top secret')
  })

  it('answers literal ../ paths with 400 too', async () => {
    for (const url of ['/storage/../secret.txt', '/storage/avatars/../../secret.txt']) {
      const res = await createClient(ctx).raw.get(url)
      expect(res.status, url).toBe(400)
      expect(await res.text(), url).not.toContain('top secret')
    }
  })

  it('answers a missing avatar with a JSON 404', async () => {
    const res = await createClient(ctx).raw.get('/storage/avatars/nobody/avatar.webp')
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })
})

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }

describe('S3-compatible storage', () => {
  let ctx: TestContext
  let server: http.Server
  const requests: Recorded[] = []

  beforeAll(async () => {
    // A stand-in for the bucket's API: records what the server sends and says yes.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        requests.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: Buffer.concat(chunks),
        })
        res.writeHead(req.method === 'DELETE' ? 204 : 200).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    ctx = await createTestContext({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'hara-avatars',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: 'https://cdn.hara.example',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('uploads the avatar with a signed PUT and answers its public URL', async () => {
    const { client, user } = await admittedClient(ctx)
    const res = await client.raw.request('/api/profile/avatar', {
      method: 'POST',
      body: uploadForm(await makeImage(900, 900, 'png'), 'me.png', 'image/png'),
    })
    expect(res.status).toBe(200)
    const { avatar_url } = (await res.json()) as { avatar_url: string }
    expect(avatar_url).toMatch(
      new RegExp(`^https://cdn\\.hara\\.example/avatars/${user.id}/avatar\\.png\\?v=\\d+$`),
    )

    const put = requests.find((r) => r.method === 'PUT')!
    expect(put.url).toBe(`/hara-avatars/avatars/${user.id}/avatar.png`)
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//)
    expect(put.headers['content-type']).toBe('image/png')
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await imageInfo(new Uint8Array(put.body))).toEqual({
      format: 'png',
      width: 512,
      height: 512,
    })

    // Images from the bucket's origin are allowed by the page's CSP.
    expect((await client.api.health.$get()).headers.get('content-security-policy')).toContain(
      'https://cdn.hara.example',
    )
  })

  it('deletes the old object when the format changes, and serves nothing locally', async () => {
    const { client, user } = await admittedClient(ctx)
    const send = (bytes: Uint8Array, name: string, type: string) =>
      client.raw.request('/api/profile/avatar', {
        method: 'POST',
        body: uploadForm(bytes, name, type),
      })
    expect((await send(await makeImage(50, 50, 'png'), 'a.png', 'image/png')).status).toBe(200)
    expect((await send(await makeImage(50, 50, 'jpeg'), 'b.jpg', 'image/jpeg')).status).toBe(200)
    const mine = requests.filter((r) => r.url.includes(user.id)).map((r) => `${r.method} ${r.url}`)
    expect(mine).toEqual([
      `PUT /hara-avatars/avatars/${user.id}/avatar.png`,
      `PUT /hara-avatars/avatars/${user.id}/avatar.jpg`,
      `DELETE /hara-avatars/avatars/${user.id}/avatar.png`,
    ])
    expect((await createClient(ctx).raw.get(`/storage/avatars/${user.id}/avatar.jpg`)).status).toBe(
      404,
    )
  })
})
