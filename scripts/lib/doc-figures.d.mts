/** Types of doc-figures.mjs, for the coach's eval and bench (TypeScript run by tsx). */
export interface Measured {
  date?: Date
  load?: number
  cores?: number
}
export function replaceBlock(text: string, name: string, body: string): string
export function measuredOn(measured?: Measured): string
export function wantsFigures(
  argv?: readonly string[],
  env?: Record<string, string | undefined>,
): boolean
export function writeBlock(file: string, name: string, body: string): void
export function recordFigures(
  name: string,
  figures: string,
  options?: {
    file?: string
    argv?: readonly string[]
    env?: Record<string, string | undefined>
  } & Measured,
): void
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right?: readonly number[],
): string
