/**
 * Serves the built web app: hashed assets under /assets with a year-long immutable cache,
 * other files with a short cache, and `index.html` for every other non-API GET so the client
 * router decides what to show. Paths are resolved inside the dist folder only.
 */
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
  let indexHtml: Buffer | undefined

  const readFile = async (file: string) => {
    try {
      const stat = await fs.stat(file)
      return stat.isFile() ? await fs.readFile(file) : undefined
    } catch {
      return undefined
    }
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const urlPath = decodeSafe(c.req.path)
    if (urlPath === undefined || RESERVED.test(urlPath)) return next()

    const file = path.resolve(root, '.' + path.posix.normalize(urlPath))
    if (file.startsWith(root + path.sep) && urlPath !== '/') {
      const body = await readFile(file)
      if (body) {
        const ext = path.extname(file).toLowerCase()
        const cache = urlPath.startsWith('/assets/')
          ? IMMUTABLE
          : ext === '.html' || /(^|\/)(sw|registerSW)\.js$/.test(urlPath) || ext === '.webmanifest'
            ? REVALIDATE
            : SHORT
        return c.body(new Uint8Array(body), 200, {
          'Content-Type': TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': cache,
        })
      }
      // A missing hashed asset is a real 404, never the HTML shell (that would be parsed as JS).
      if (urlPath.startsWith('/assets/') || path.extname(urlPath) !== '') return next()
    }

    indexHtml ??= await readFile(path.join(root, 'index.html'))
    if (!indexHtml) {
      return c.text('The web app is not built. Run `npm run build` (npm start does this).', 503)
    }
    return c.body(new Uint8Array(indexHtml), 200, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': REVALIDATE,
    })
  }
}

function decodeSafe(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value)
    return decoded.includes('\0') ? undefined : decoded
  } catch {
    return undefined
  }
}
