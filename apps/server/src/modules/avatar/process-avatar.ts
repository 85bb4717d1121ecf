/**
 * Turns an upload into a stored avatar: decoded by sharp (so a text file called photo.png is
 * refused by its content, not its name), turned upright, shrunk to fit 512 px, stripped of
 * metadata such as GPS position, and written as JPEG, PNG or WebP.
 */
import sharp from 'sharp'
import { createBoundedQueue } from '../../lib/limits/bounded-queue'
import { HttpError } from '../../lib/http/errors'

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024
export const AVATAR_MAX_SIDE = 512

/**
 * What an avatar needs: a 50 MP phone photo fits, a decompression bomb
 * does not. A 14000×14000 PNG of 600 KB decodes to about 800 MB; at this limit a decode stays
 * under about 200 MB.
 */
export const AVATAR_MAX_PIXELS = 50_000_000

/** Photos decoded at once; the rest wait briefly in line, then get 503. */
export const AVATAR_DECODES_AT_ONCE = 2

// Decoded images are not kept around between uploads.
sharp.cache(false)

const decodes = createBoundedQueue({
  concurrency: AVATAR_DECODES_AT_ONCE,
  maxWaiting: 16,
  maxWaitMs: 15_000,
  busyError: () =>
    new HttpError(
      503,
      'busy',
      'Hara is processing a lot of photos right now. Please try again in a moment.',
    ),
})

export const tooManyPixels = () =>
  new HttpError(
    413,
    'image_too_large',
    `That photo is too large to use. Choose one under ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`,
  )

/** Photo formats people upload. SVG and PDF are refused: they are documents, not photos. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export type AvatarImage = {
  ext: 'jpg' | 'png' | 'webp'
  contentType: string
  data: Uint8Array
  width: number
  height: number
}

export const notAnImage = () =>
  new HttpError(
    415,
    'unsupported_image',
    'That file is not a photo we can read. Choose a JPEG, PNG or WebP image.',
  )

/** Decodes at most `AVATAR_DECODES_AT_ONCE` photos at a time, whoever sends them. */
export function processAvatar(input: Uint8Array): Promise<AvatarImage> {
  return decodes.run(() => decodeAvatar(input))
}

async function decodeAvatar(input: Uint8Array): Promise<AvatarImage> {
  let format: string | undefined
  let pixels = 0
  try {
    // The header only: the size is known before a single pixel is decoded.
    const meta = await sharp(input, { limitInputPixels: false }).metadata()
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch {
    throw notAnImage()
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage()
  if (pixels > AVATAR_MAX_PIXELS) throw tooManyPixels()

  // Keep the format people expect when it is a web format; anything else becomes WebP.
  const ext = format === 'jpeg' ? 'jpg' : format === 'png' ? 'png' : 'webp'
  const pipeline = sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS }).rotate().resize({
    width: AVATAR_MAX_SIDE,
    height: AVATAR_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  })
  const encoded =
    ext === 'jpg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : ext === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 85 })

  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return {
      ext,
      contentType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}`,
      data: new Uint8Array(data),
      width: info.width,
      height: info.height,
    }
  } catch {
    // The header looked like an image but the pixels are broken (a truncated file, say).
    throw notAnImage()
  }
}
