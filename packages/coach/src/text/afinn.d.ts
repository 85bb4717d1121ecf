// The AFINN-165 lexicon as wink-sentiment ships it (word → score, -5 to 5), its two-word
// entries and its negation words. The coach scores with these directly (see lexicon-score.ts).
declare module 'wink-sentiment/src/afinn-en-165.js' {
  const afinn: Record<string, number>
  export default afinn
}
declare module 'wink-sentiment/src/afinn-en-165-2grams.js' {
  const twoGrams: Record<string, Record<string, number>>
  export default twoGrams
}
declare module 'wink-sentiment/src/negations.js' {
  const negations: Record<string, boolean>
  export default negations
}
