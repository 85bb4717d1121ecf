/**
 * `text` cut into chunks at `cuts` (each taken modulo one past its length, in order, repeats
 * dropped): the pieces a stream reader gets when the network splits the bytes there.
 */
export function textInChunks(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
  const chunks: string[] = []
  let from = 0
  for (const to of [...points, text.length]) {
    chunks.push(text.slice(from, to))
    from = to
  }
  return chunks
}
