/**
 * Serves the built web app: hashed assets under /assets with a year-long immutable cache,
 * other files with a short cache, and `index.html` for every other non-API GET so the client
 * router decides what to show. Paths are resolved inside the dist folder only.
 *
 * Text files are sent in the smallest encoding the browser accepts among those the build wrote
 * beside them (`.br`, then `.gz`; see apps/web/build/precompress.ts). Source maps are never
 * served: they describe the code to whoever debugs a build, not to the public.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

/** Paths the SPA fallback must never answer: the server's own surfaces. */
const RESERVED = /^\/(api|functions|storage)(\/|$)/

export function serveWebApp(distDir: string): MiddlewareHandler {
  const root = path.resolve(distDir)
  // The build does not change under a running server: each file is read once. Misses are
  // remembered too (most files have no .br of their own), within a bound, since the paths
  // asked for are the client's to choose.
  const files = new Map<string, Promise<Buffer | undefined>>()
  const MAX_REMEMBERED = 4096

  const send = async (
    file: string,
    acceptEncoding: string | undefined,
    headers: Record<string, string>,
  ) => {
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const body = await readFile(`${file}${ENCODED_EXT[encoding]}`)
      if (body) {
        return {
          body,
          headers: { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' },
        }
      }
    }
    const body = await readFile(file)
    return body ? { body, headers: { ...headers, Vary: 'Accept-Encoding' } } : undefined
  }

  const readFile = (file: string) => {
    let body = files.get(file)
    if (!body) {
      body = fs
        .stat(file)
        .then((stat) => (stat.isFile() ? fs.readFile(file) : undefined))
        .catch(() => undefined)
      if (files.size >= MAX_REMEMBERED) files.clear()
      files.set(file, body)
    }
    return body
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const urlPath = decodeSafe(c.req.path)
    if (urlPath === undefined || RESERVED.test(urlPath)) return next()
    if (/\.(map|br|gz)$/i.test(urlPath)) return next()
    const acceptEncoding = c.req.header('Accept-Encoding')

    const file = path.resolve(root, '.' + path.posix.normalize(urlPath))
    if (file.startsWith(root + path.sep) && urlPath !== '/') {
      const ext = path.extname(file).toLowerCase()
      const cache = urlPath.startsWith('/assets/')
        ? IMMUTABLE
        : ext === '.html' || /(^|\/)(sw|registerSW)\.js$/.test(urlPath) || ext === '.webmanifest'
          ? REVALIDATE
          : SHORT
      const found = await send(file, acceptEncoding, {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cache,
      })
      if (found) return c.body(new Uint8Array(found.body), 200, found.headers)
      // A missing hashed asset is a real 404, never the HTML shell (that would be parsed as JS).
      if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') return next()
    }

    const shell = await send(path.join(root, 'index.html'), acceptEncoding, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': REVALIDATE,
    })
    if (!shell) {
      return c.text('The web app is not built. Run `npm run build` (npm start does this).', 503)
    }
    return c.body(new Uint8Array(shell.body), 200, shell.headers)
  }
}

/**
 * The script policy's entries for the inline scripts of the built `index.html` (the start
 * scripts, apps/web/build/first-screen.ts): `'sha256-…'` of each, so that the page runs exactly
 * these and no other inline script. JSON data blocks are never run and need none. Read once, as
 * the server starts (the build does not change under it); none when the app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  let html: string
  try {
    html = readFileSync(path.join(path.resolve(distDir), 'index.html'), 'utf8')
  } catch {
    return []
  }
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/json/i.test(attributes)) {
      continue
    }
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

const ENCODED_EXT = { br: '.br', gzip: '.gz' } as const
type Encoding = keyof typeof ENCODED_EXT

/** The encodings to try, best first, that `Accept-Encoding` allows (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const allowed = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    allowed.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const wildcard = allowed.get('*') ?? 0
  return (['br', 'gzip'] as const).filter((encoding) => (allowed.get(encoding) ?? wildcard) > 0)
}

function decodeSafe(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value)
    return decoded.includes('\0') ? undefined : decoded
  } catch {
    return undefined
  }
}
