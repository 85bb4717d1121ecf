/**
 * A schema built the first time it is used instead of when its module loads.
 *
 * Building zod schemas is costly: a module of schemas spends most of its load time building
 * them, and the app's signed-in start loads every schema module of the core while needing only
 * a few schemas for its first screen (ADR 0030 has the measurements). So the core declares
 * each module-level schema as `lazySchema(() => z.…)`, and lint forbids building one at load.
 *
 * The value returned stands for the schema in every way: its methods (`safeParse`, `check`,
 * …), its place inside other schemas (`z.array(entrySchema)`, a union's options) and
 * `z.infer`. It is a Proxy whose every property is read from the schema, which `build` makes
 * once, on the first read; zod's methods run with the Proxy as `this` and read the schema
 * through it. Build every part of a schema inside `build` too (a shared group of fields is a
 * function that returns them), or that part is still built at load.
 *
 * Marked free of side effects, so a bundle drops a schema nothing of it uses (ADR 0073).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined
  const schema = (): T => (built ??= build())
  return new Proxy(Object.create(null) as T, {
    get: (_, key, receiver) => Reflect.get(schema(), key, receiver),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key)
      // A Proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  })
}
