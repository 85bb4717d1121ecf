import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, signedInClient } from '../../test/client'
import { createTestContext, type TestContext } from '../../test/harness'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
  // A tiny stand-in for the built web app, so these tests do not depend on a Vite build.
  const dist = ctx.env.WEB_DIST_DIR!
  mkdirSync(path.join(dist, 'assets'), { recursive: true })
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hi")')
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}')
  // What the build writes beside a large text file, and a source map.
  const big = `console.log(${JSON.stringify('x'.repeat(4000))})`
  writeFileSync(path.join(dist, 'assets', 'big-abc.js'), big)
  writeFileSync(path.join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(big))
  writeFileSync(path.join(dist, 'assets', 'big-abc.js.gz'), gzipSync(big))
  writeFileSync(path.join(dist, 'assets', 'big-abc.js.map'), '{"version":3}')
})
afterAll(() => ctx.close())

describe('cross-cutting behaviour', () => {
  it('gives every response a request id and security headers', async () => {
    const res = await ctx.app.request('/api/health')
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('answers unknown API paths with a JSON 404, never the HTML shell', async () => {
    for (const url of ['/api/nope', '/api', '/functions/v1/nope', '/storage/x']) {
      const res = await ctx.app.request(url)
      expect(res.status, url).toBe(404)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('not_found')
      expect(typeof body.error.message).toBe('string')
    }
  })

  it('answers malformed JSON with a 400 JSON error, never a 500', async () => {
    const { client } = await signedInClient(ctx)
    const malformed = ['{"nickname": "Ada", ', '{nickname: Ada}', '"unterminated', '{"code": }']
    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['POST', '/api/access-code'],
      ['POST', '/api/auth/sign-in/email'],
    ] as const) {
      for (const body of malformed) {
        const res = await client.raw.request(url, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body,
        })
        expect(res.status, `${method} ${url} ${body}`).toBe(400)
        expect(res.headers.get('content-type')).toContain('application/json')
        const json = (await res.json()) as {
          error?: { code: string; message: string }
          message?: string
        }
        // Our routes answer { error: { code, message } }; better-auth's keep { code, message }.
        const message = url.startsWith('/api/auth/') ? json.message : json.error?.message
        expect(message, `${method} ${url}`).toEqual(expect.any(String))
      }
    }
  })

  it('answers a body over the JSON limit with 413 before reading it', async () => {
    const { client } = await signedInClient(ctx)
    const big = JSON.stringify({ nickname: 'x'.repeat(20 * 1024) })
    for (const url of ['/api/profile', '/api/auth/sign-in/email']) {
      const res = await client.raw.request(url, {
        method: url === '/api/profile' ? 'PATCH' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: big,
      })
      expect(res.status, url).toBe(413)
    }
  })

  it('refuses state-changing API calls from another site', async () => {
    const { client } = await signedInClient(ctx)
    const res = await client.api.profile.$patch(
      { json: { nickname: 'Hacked' } },
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('forbidden_origin')
    expect(
      ((await (await client.api.profile.$get()).json()) as { nickname: string }).nickname,
    ).not.toBe('Hacked')
  })
})

describe('serving the web app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await ctx.app.request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/javascript')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it("lets the page run exactly the built index.html's inline scripts, and no other", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'hara-web-dist-'))
    const theme = "document.documentElement.className = 'dark'"
    const start = "\n  window.__started = fetch('/api/auth/get-session')\n"
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head>' +
        '<script type="application/json" id="first-screen">{"routes":{}}</script>' +
        `<script>${theme}</script><script>${start}</script>` +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '</head><body><div id="root"></div></body>',
    )
    const built = await createTestContext({ WEB_DIST_DIR: dist })
    try {
      const res = await built.app.request('/home')
      const scriptSrc = res.headers
        .get('content-security-policy')
        ?.split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src'))
      const hash = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`
      expect(scriptSrc).toBe(`script-src 'self' ${hash(theme)} ${hash(start)}`)
    } finally {
      await built.close()
    }
    // Without a built app there is nothing inline to allow.
    const policy = (await ctx.app.request('/')).headers.get('content-security-policy')
    expect(policy).toContain("script-src 'self';")
  })

  it('serves index.html, not cached, for any other path so the client router decides', async () => {
    for (const url of ['/', '/home', '/check-in?mode=voice', '/some/deep/link']) {
      const res = await ctx.app.request(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const get = (encoding?: string) =>
      ctx.app.request('/assets/big-abc.js', {
        headers: encoding ? { 'Accept-Encoding': encoding } : {},
      })
    const br = await get('gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('xxxx')
    const gz = await get('gzip;q=1, br;q=0')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('xxxx')
    const plain = await get()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('xxxx')
  })

  it('never serves source maps or the compressed copies by name', async () => {
    for (const url of [
      '/assets/big-abc.js.map',
      '/assets/big-abc.js.br',
      '/assets/big-abc.js.gz',
    ]) {
      expect((await ctx.app.request(url)).status, url).toBe(404)
    }
  })

  it('answers a missing asset with 404 rather than the HTML shell', async () => {
    const res = await ctx.app.request('/assets/missing-123.js')
    expect(res.status).toBe(404)
  })

  it('never serves a file outside the dist folder', async () => {
    writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'top secret')
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await ctx.app.request(url)
      expect(await res.text(), url).not.toContain('top secret')
    }
  })
})
