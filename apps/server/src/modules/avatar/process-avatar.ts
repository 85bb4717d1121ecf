/**
 * Turns an upload into a stored avatar: decoded by sharp (so a text file called photo.png is
 * refused by its content, not its name), turned upright, shrunk to fit 512 px, stripped of
 * metadata such as GPS position, and written as JPEG, PNG or WebP.
 */
import sharp from 'sharp'
import { HttpError } from '../../lib/errors'

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024
export const AVATAR_MAX_SIDE = 512

/** Large enough for any phone camera (about 200 MP), small enough to refuse decompression bombs. */
const MAX_INPUT_PIXELS = 200_000_000

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

export async function processAvatar(input: Uint8Array): Promise<AvatarImage> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw notAnImage()
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage()

  // Keep the format people expect when it is a web format; anything else becomes WebP.
  const ext = format === 'jpeg' ? 'jpg' : format === 'png' ? 'png' : 'webp'
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
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
