/**
 * The avatar's fallback (spec: the initial of the nickname, else the first name, else 'U'),
 * taken as the first grapheme, the character a person sees: a whole emoji ('🌙', '👩🏽‍💻'),
 * a letter with its accents, never half of a surrogate pair.
 */
export function avatarInitial(nickname?: string | null, firstName?: string | null): string {
  const name = nickname?.trim() || firstName?.trim() || ''
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    .segment(name)
    [Symbol.iterator]()
    .next().value?.segment
  return first ? first.toLocaleUpperCase() : 'U'
}
