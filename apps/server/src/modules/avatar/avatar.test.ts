import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  admittedClient,
  createClient,
  errorOf,
  signedInClient,
  type TestClient,
} from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'
import { imageInfo, makeImage, pngClaimingSize, uploadForm } from '../../test/images'
import { localStorageDir } from '../storage/object-storage'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const upload = (client: TestClient, form: FormData) =>
  client.raw.request('/api/profile/avatar', { method: 'POST', body: form })

async function uploadImage(client: TestClient, bytes: Uint8Array, name: string, type: string) {
  const res = await upload(client, uploadForm(bytes, name, type))
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { avatar_url: string }).avatar_url
}

describe('POST /api/profile/avatar', () => {
  it('resizes a large PNG to fit 512 px, stores it and serves it with cache headers', async () => {
    const { client, user } = await admittedClient(ctx)
    const url = await uploadImage(client, await makeImage(1600, 1000, 'png'), 'me.png', 'image/png')
    expect(url).toMatch(new RegExp(`^/storage/avatars/${user.id}/avatar\\.png\\?v=\\d+$`))

    // The profile row points at it.
    const profile = (await (await client.api.profile.$get()).json()) as { avatar_url: string }
    expect(profile.avatar_url).toBe(url)

    // Anyone can load it (an <img> sends no special headers); it is cached for a year.
    const res = await createClient(ctx).raw.get(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(0)
    const served = new Uint8Array(await res.arrayBuffer())
    expect(await imageInfo(served)).toEqual({ format: 'png', width: 512, height: 320 })

    // A browser revalidating with the ETag gets 304.
    const again = await createClient(ctx).raw.request(url, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('keeps a JPEG a JPEG, upright and within 512 px, and never enlarges a small one', async () => {
    const { client, user } = await admittedClient(ctx)
    const tall = await uploadImage(
      client,
      await makeImage(600, 1200, 'jpeg'),
      'p.jpg',
      'image/jpeg',
    )
    expect(tall).toContain(`/avatars/${user.id}/avatar.jpg?v=`)
    const stored = readFileSync(
      path.join(localStorageDir(ctx.env), 'avatars', user.id, 'avatar.jpg'),
    )
    expect(await imageInfo(stored)).toEqual({ format: 'jpeg', width: 256, height: 512 })

    const small = await uploadImage(client, await makeImage(100, 80, 'jpeg'), 's.jpg', 'image/jpeg')
    const res = await createClient(ctx).raw.get(small)
    expect(await imageInfo(new Uint8Array(await res.arrayBuffer()))).toEqual({
      format: 'jpeg',
      width: 100,
      height: 80,
    })
  })

  it('converts other image formats (GIF, TIFF) to WebP', async () => {
    const { client, user } = await admittedClient(ctx)
    for (const [format, type] of [
      ['gif', 'image/gif'],
      ['tiff', 'image/tiff'],
    ] as const) {
      const url = await uploadImage(client, await makeImage(700, 700, format), `a.${format}`, type)
      expect(url).toContain(`/avatars/${user.id}/avatar.webp?v=`)
      const res = await createClient(ctx).raw.get(url)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(await imageInfo(new Uint8Array(await res.arrayBuffer()))).toEqual({
        format: 'webp',
        width: 512,
        height: 512,
      })
    }
  })

  it('replaces the previous photo, deleting the old file when the format changed', async () => {
    const { client, user } = await admittedClient(ctx)
    const dir = path.join(localStorageDir(ctx.env), 'avatars', user.id)
    const first = await uploadImage(client, await makeImage(300, 300, 'png'), 'a.png', 'image/png')
    expect(existsSync(path.join(dir, 'avatar.png'))).toBe(true)

    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await uploadImage(client, await makeImage(300, 300, 'png'), 'b.png', 'image/png')
    expect(second).not.toBe(first) // a new version, so browsers fetch the new photo at once

    await uploadImage(client, await makeImage(300, 300, 'jpeg'), 'c.jpg', 'image/jpeg')
    expect(existsSync(path.join(dir, 'avatar.jpg'))).toBe(true)
    expect(existsSync(path.join(dir, 'avatar.png'))).toBe(false)
  })

  it('refuses a text file named photo.png with 415, whatever it claims to be', async () => {
    const { client } = await admittedClient(ctx)
    const text = new TextEncoder().encode('definitely not a photo\n'.repeat(100))
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['notes.txt', 'text/plain'],
    ]) {
      const res = await upload(client, uploadForm(text, name!, type!))
      expect(res.status, name).toBe(415)
      expect((await errorOf(res)).code).toBe('unsupported_image')
    }
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    expect((await upload(client, uploadForm(svg, 'a.svg', 'image/svg+xml'))).status).toBe(415)
    const truncated = (await makeImage(400, 400, 'png')).slice(0, 200)
    expect((await upload(client, uploadForm(truncated, 'cut.png', 'image/png'))).status).toBe(415)

    const profile = (await (await client.api.profile.$get()).json()) as { avatar_url: unknown }
    expect(profile.avatar_url).toBeNull()
  })

  it('refuses a 12 MB upload with 413', async () => {
    const { client } = await admittedClient(ctx)
    const big = new Uint8Array(12 * 1024 * 1024)
    big.set(await makeImage(10, 10, 'png'))
    const res = await upload(client, uploadForm(big, 'big.png', 'image/png'))
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'That photo is larger than 10 MB. Choose a smaller one.',
    })

    // Also when the length is not announced and the body arrives as a stream.
    const form = uploadForm(big, 'big.png', 'image/png')
    const encoded = new Response(form)
    const streamed = await client.raw.request('/api/profile/avatar', {
      method: 'POST',
      headers: { 'Content-Type': encoded.headers.get('content-type')! },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('refuses a photo of more pixels than an avatar needs with 413, from its header', async () => {
    const { client } = await admittedClient(ctx)
    const bomb = await pngClaimingSize(14_000, 14_000)
    expect(bomb.length).toBeLessThan(1000)
    const res = await upload(client, uploadForm(bomb, 'bomb.png', 'image/png'))
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('image_too_large')
  })

  it('answers a request without a file with 400', async () => {
    const { client } = await admittedClient(ctx)
    const form = new FormData()
    form.append('photo', 'nope')
    const res = await upload(client, form)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('missing_file')
    const json = await client.api.profile.avatar.$post({ json: { file: 'x' } })
    expect(json.status).toBe(400)
  })

  it('answers 401 when signed out', async () => {
    const res = await upload(
      createClient(ctx),
      uploadForm(await makeImage(10, 10, 'png'), 'a.png', 'image/png'),
    )
    expect(res.status).toBe(401)
  })

  it('needs the access code passed: 403 not_admitted before it', async () => {
    const { client } = await signedInClient(ctx)
    const res = await upload(
      client,
      uploadForm(await makeImage(10, 10, 'png'), 'a.png', 'image/png'),
    )
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('not_admitted')
  })

  it("lets no user change another user's photo", async () => {
    const a = await admittedClient(ctx)
    const b = await admittedClient(ctx)
    const aUrl = await uploadImage(a.client, await makeImage(50, 50, 'png'), 'a.png', 'image/png')
    const aBytes = await (await createClient(ctx).raw.get(aUrl)).arrayBuffer()

    // B names A in every way a form could; the upload still lands in B's own folder.
    const form = uploadForm(
      await makeImage(60, 60, 'jpeg'),
      `../${a.user.id}/avatar.png`,
      'image/jpeg',
    )
    form.append('userId', a.user.id)
    form.append('id', a.user.id)
    const res = await b.client.raw.request(`/api/profile/avatar?userId=${a.user.id}`, {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { avatar_url: string }).avatar_url).toContain(
      `/avatars/${b.user.id}/`,
    )

    const aProfile = (await (await a.client.api.profile.$get()).json()) as { avatar_url: string }
    expect(aProfile.avatar_url).toBe(aUrl)
    const aNow = await (await createClient(ctx).raw.get(aUrl)).arrayBuffer()
    expect(Buffer.from(aNow).equals(Buffer.from(aBytes))).toBe(true)
  })
})
