import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
/**
 * Below this, compression saves less than the headers cost. Small, but not 1 kB: the server
 * compresses a file that has no copies of its own as it sends it (gzip), so a chunk of a few
 * hundred bytes, like the bundler's runtime that every start loads, went as gzip; its brotli
 * copy is about 10 % smaller (ADR 0083).
 */
const MIN_BYTES = 200

/**
 * Writes a `.br` (brotli at its highest quality) and a `.gz` beside every text file of the
 * build, once, so the server sends the smallest encoding the browser accepts without
 * compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'hara-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const body = await readFile(file)
        if (body.length < MIN_BYTES) continue
        const [br, gzip] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)])
      }
    },
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name)
    if ((await stat(full)).isDirectory()) out.push(...(await filesUnder(full)))
    else out.push(full)
  }
  return out
}
