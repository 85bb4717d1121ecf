/**
 * Generated request bodies for the fuzz tests: wrong types, missing and extra fields, NUL and
 * lone surrogates, huge strings, deep nesting, invalid UTF-8, wrong content types, truncated
 * JSON and multipart, bad base64. Each comes with a label that says what it is.
 */
import fc from 'fast-check'

export type FuzzBody = {
  label: string
  contentType: string | null
  body: string | Uint8Array
}

const encoder = new TextEncoder()

/** Text a careless or hostile client might send, beside ordinary text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\ud83d',
    '\u202eevil',
    '🙂🙃',
    "'; drop table profiles; --",
    '../../etc/passwd',
    '%00',
    '\\u0000',
    'null',
    '<script>alert(1)</script>',
  ),
  fc.integer({ min: 1000, max: 40_000 }).map((n) => 'x'.repeat(n)),
)

/** Deeply nested arrays or objects, as text (JSON.stringify would recurse too far). */
const deepText = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
      : '['.repeat(depth) + ']'.repeat(depth),
  )

/** Any value where a field's value should be. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
)

const badBase64 = fc.oneof(
  fc.constantFrom('', '!!!!', 'abc', '====', 'a=b=', '\u0000', 'AAAA'.repeat(3), '-_-_'),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let node: Record<string, unknown> = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (!next || typeof next !== 'object') return
    node = next as Record<string, unknown>
  }
  node[keys[keys.length - 1]!] = value
}

/** Every path of the sample's fields, nested objects included ("keys.p256dh"). */
function fieldPaths(sample: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(sample).flatMap(([key, value]) => {
    const path = prefix + key
    return value && typeof value === 'object' && !Array.isArray(value)
      ? [path, ...fieldPaths(value as Record<string, unknown>, `${path}.`)]
      : [path]
  })
}

const json = (label: string, value: unknown): FuzzBody => ({
  label,
  contentType: 'application/json',
  body: JSON.stringify(value),
})

/** Bodies for a route that takes JSON, starting from a valid `sample`. */
export function jsonBodies(sample: Record<string, unknown>, base64: string[] = []) {
  const paths = fieldPaths(sample)
  const clone = () => structuredClone(sample)
  const sampleText = JSON.stringify(sample)
  const arbitraries: fc.Arbitrary<FuzzBody>[] = [
    // A field with a wrong or hostile value.
    fc
      .tuple(paths.length ? fc.constantFrom(...paths) : fc.constant('x'), weirdValue)
      .map(([path, value]) => {
        const body = clone()
        setPath(body, path, value)
        return json(`${path} = ${JSON.stringify(value)?.slice(0, 60)}`, body)
      }),
    // Fields missing.
    fc.subarray(paths.length ? paths : ['x'], { minLength: 1 }).map((missing) => {
      const body = clone()
      for (const path of missing) setPath(body, path, undefined)
      return json(`without ${missing.join(', ')}`, body)
    }),
    // Extra fields, hostile keys included.
    fc
      .dictionary(nastyString, weirdValue, { minKeys: 1, maxKeys: 5 })
      .map((extra) => json('extra fields', { ...clone(), ...extra })),
    // Any JSON at all, or the sample in the wrong container.
    fc.jsonValue({ maxDepth: 5 }).map((value) => json('any JSON', value)),
    fc
      .constantFrom<unknown>([sample], `${sampleText}`, null, 0, true)
      .map((value) => json('wrong container', value)),
    // Broken text.
    fc.nat(sampleText.length).map((cut) => ({
      label: `truncated at ${cut}`,
      contentType: 'application/json',
      body: sampleText.slice(0, cut),
    })),
    deepText.map((body) => ({ label: 'deep nesting', contentType: 'application/json', body })),
    fc
      .tuple(
        fc.nat(sampleText.length),
        fc.constantFrom([0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80], [0xe2, 0x82]),
      )
      .map(([at, bytes]) => {
        const raw = encoder.encode(sampleText)
        const at2 = Math.min(at, raw.length)
        const body = new Uint8Array([...raw.slice(0, at2), ...bytes, ...raw.slice(at2)])
        return { label: `invalid UTF-8 at ${at2}`, contentType: 'application/json', body }
      }),
    fc.uint8Array({ maxLength: 200 }).map((body) => ({
      label: 'random bytes',
      contentType: 'application/json',
      body,
    })),
    // The right body with the wrong content type (or none).
    fc
      .constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=zz',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'application/vnd.api+json',
        'image/png',
      )
      .map((contentType) => ({ label: `as ${contentType}`, contentType, body: sampleText })),
  ]
  if (base64.length > 0) {
    arbitraries.push(
      fc.tuple(fc.constantFrom(...base64), badBase64).map(([path, value]) => {
        const body = clone()
        setPath(body, path, value)
        return json(`${path} = bad base64 ${JSON.stringify(value)}`, body)
      }),
    )
  }
  return fc.oneof(...arbitraries)
}

/** Multipart uploads (the avatar): broken envelopes, wrong fields, random bytes as a file. */
export function multipartBodies(): fc.Arbitrary<FuzzBody> {
  const boundary = 'fuzzboundary'
  const part = (name: string, filename: string | null, bytes: Uint8Array) =>
    new Uint8Array([
      ...encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === null ? '' : `; filename="${filename}"`) +
          `\r\nContent-Type: image/png\r\n\r\n`,
      ),
      ...bytes,
      ...encoder.encode('\r\n'),
    ])
  const end = encoder.encode(`--${boundary}--\r\n`)
  const type = `multipart/form-data; boundary=${boundary}`
  return fc.oneof(
    fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.nat(400)).map(([bytes, cut]) => {
      const whole = new Uint8Array([...part('file', 'a.png', bytes), ...end])
      return {
        label: `truncated multipart at ${cut}`,
        contentType: type,
        body: whole.slice(0, cut),
      }
    }),
    fc
      .tuple(nastyString, fc.option(nastyString), fc.uint8Array({ maxLength: 300 }))
      .map(([name, filename, bytes]) => ({
        label: `part ${JSON.stringify(name).slice(0, 40)}`,
        contentType: type,
        body: new Uint8Array([...part(name, filename, bytes), ...end]),
      })),
    fc.uint8Array({ maxLength: 300 }).map((body) => ({
      label: 'random bytes as multipart',
      contentType: type,
      body,
    })),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/mixed; boundary=x',
      )
      .map((contentType) => ({
        label: `bad multipart type ${contentType}`,
        contentType,
        body: new Uint8Array([...part('file', 'a.png', new Uint8Array([1, 2, 3])), ...end]),
      })),
  )
}
