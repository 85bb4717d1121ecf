/**
 * An S3-compatible bucket for tests, on 127.0.0.1: path-style `PUT`, `GET` and `DELETE` of
 * `/{bucket}/{key}`, ListObjectsV2 by prefix (`GET /{bucket}?list-type=2&prefix=…`, one page),
 * a signed request required for writing, deleting and listing (AWS Signature V4's header, with the
 * configured access key), objects kept in memory with their content type. Its origin plus
 * `/{bucket}` also serves as the public URL, so an avatar address can be fetched like a CDN's.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeBucket = {
  origin: string
  /** The S3_* settings that point the server at it. */
  settings: Record<string, string>
  objects: Map<string, { body: Buffer; contentType: string }>
  close(): Promise<void>
}

export async function startFakeBucket(bucket = 'hara-avatars'): Promise<FakeBucket> {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const accessKey = 'test-key'
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const signed = req.headers.authorization?.startsWith(
        `AWS4-HMAC-SHA256 Credential=${accessKey}/`,
      )
      const url = new URL(req.url ?? '/', 'http://bucket')
      if (req.method === 'GET' && url.pathname === `/${bucket}`) {
        if (!signed) return void res.writeHead(403).end()
        const wanted = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((key) => key.startsWith(wanted)).slice(0, 1000)
        const contents = keys.map((key) => `<Contents><Key>${key}</Key></Contents>`).join('')
        return void res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<ListBucketResult><KeyCount>${keys.length}</KeyCount>${contents}</ListBucketResult>`,
          )
      }
      const prefix = `/${bucket}/`
      const key = req.url?.startsWith(prefix) ? req.url.slice(prefix.length).split('?')[0]! : ''
      if (!key) return void res.writeHead(404).end()
      if (req.method === 'DELETE') {
        if (!signed) return void res.writeHead(403).end()
        objects.delete(key)
        return void res.writeHead(204).end()
      }
      if (req.method === 'PUT') {
        if (!signed) return void res.writeHead(403).end()
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'] ?? 'application/octet-stream',
        })
        return void res.writeHead(200).end()
      }
      const object = objects.get(key)
      if (req.method !== 'GET' || !object) return void res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': object.contentType }).end(object.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    settings: {
      S3_ENDPOINT: origin,
      S3_BUCKET: bucket,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: accessKey,
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: `${origin}/${bucket}`,
    },
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
