import type { Locator, Page } from '@playwright/test'

/**
 * The colour painted (as the screen shows it, not as the styles say) at the middle of the
 * left edge of `target`'s box: `[r, g, b]`.
 */
export async function paintedAtLeftEdge(
  page: Page,
  target: Locator,
): Promise<[number, number, number]> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the element is not on the screen')
  const clip = { x: Math.round(box.x), y: Math.round(box.y + box.height / 2), width: 1, height: 1 }
  const png = (await page.screenshot({ clip, scale: 'css' })).toString('base64')
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!] as [number, number, number]
  }, png)
}

/** `#rrggbb` as `[r, g, b]`. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Whether two colours are the same to the eye (each channel within `tolerance`). */
export function near(a: readonly number[], b: readonly number[], tolerance = 24): boolean {
  return a.every((value, i) => Math.abs(value - b[i]!) <= tolerance)
}
