/** The Intl constructors a test can count. */
type Counted = 'DateTimeFormat' | 'NumberFormat' | 'PluralRules'

/**
 * Counts how many of Intl's `name` objects are made until `restore`: the real constructor,
 * wrapped, so what is made still works (a spy cannot be constructed). The first of each kind
 * costs a long task of a start on a slow phone (ADR 0093).
 */
export function countIntlMade(name: Counted): { made(): number; reset(): void; restore(): void } {
  const real = Intl[name]
  let made = 0
  const counting = new Proxy(real, {
    construct(target, args: unknown[]) {
      made += 1
      return Reflect.construct(target, args) as object
    },
    // Called without `new`, as `Intl.DateTimeFormat().resolvedOptions()` is: one made all the same.
    apply(target, self, args: unknown[]) {
      made += 1
      return Reflect.apply(target, self, args) as unknown
    },
  })
  Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true })
  return {
    made: () => made,
    reset: () => {
      made = 0
    },
    restore: () =>
      Object.defineProperty(Intl, name, { value: real, configurable: true, writable: true }),
  }
}
