import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A real image of the given size and format, made with sharp. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
): Promise<Uint8Array> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 124, g: 58, b: 237 } },
  })
    .toFormat(format)
    .toBuffer()
  return new Uint8Array(buffer)
}

export async function imageInfo(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

export function uploadForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type }))
  return form
}

/**
 * A decompression bomb's header: a small real PNG whose header claims `width`×`height`, as a
 * crafted upload would. Nothing but the header is ever needed to refuse it.
 */
export async function pngClaimingSize(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(await makeImage(8, 8, 'png'))
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4)…
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return new Uint8Array(png)
}
