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
