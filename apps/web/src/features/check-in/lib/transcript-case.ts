/**
 * A transcript as a person would write it: a recogniser (pocketsphinx above all) gives every
 * word in lower case with no punctuation. Each sentence starts with a capital, the pronoun I is
 * a capital (with its contractions: I'm, I've, I'll, I'd), and a transcript that ends without a
 * stop gets one. Nothing else is changed: the person corrects the words themselves.
 */
export function tidyTranscript(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const withI = trimmed.replace(
    /(^|[^\p{L}\p{N}'’])i(?=$|[^\p{L}\p{N}'’]|['’](?:m|ve|ll|d)\b)/gu,
    '$1I',
  )
  const sentences = withI.replace(
    /(^|[.!?…]\s+)(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase('en-US'),
  )
  return /[.!?…]["”’)]?$/u.test(sentences) ? sentences : `${sentences}.`
}
