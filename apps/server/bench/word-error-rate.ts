/** Lower-case words without punctuation, for comparing transcripts. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
}

/**
 * Word error rate: the fewest substitutions, insertions and deletions that turn the heard words
 * into the reference, divided by the reference's length.
 */
export function wordErrors(reference: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j)
  for (let i = 1; i <= reference.length; i++) {
    const current = [i]
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === heard[j - 1] ? 0 : 1)
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1)
    }
    previous = current
  }
  return previous[heard.length]!
}
