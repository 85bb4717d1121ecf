import {
  deriveBackupKey,
  encryptText,
  journalFileText,
  newKdf,
  type BackupContent,
  type Journal,
  type SyncKeyUpload,
  type SyncRecordUpload,
} from '@hara/core'
import { vi } from 'vitest'
import { StandInServer } from './stand-in-sync-server'

/**
 * A stand-in for the server's backup routes in the phone's unit tests, at the network boundary
 * (`fetch`): the whole-journal backup of earlier versions (`/api/backup`: one blob and its
 * version, deleted only at that version) and record sync (`/api/sync/key`, `/api/sync/records`,
 * kept by a `StandInServer`). The routes themselves are tested in the server's package.
 * Undo with `vi.unstubAllGlobals()`.
 */
export class StandInBackupRoutes {
  blob: BackupContent | null = null
  sync: StandInServer | null = null
  /** Every request, as 'METHOD /path'. */
  readonly calls: string[] = []
  /** Runs before each request is answered: a test's moment to act in between. */
  before: (call: string) => Promise<void> = async () => {}

  constructor() {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.answer(String(input), init)),
    )
  }

  /** Keeps `journal` as a whole-journal backup sealed with `passphrase`; resolves to its key. */
  async putBlob(journal: Journal, passphrase: string): Promise<CryptoKey> {
    const kdf = newKdf(crypto)
    const key = await deriveBackupKey(crypto, passphrase, kdf)
    const { cipher, ciphertext } = await encryptText(
      crypto,
      key,
      journalFileText(journal, Date.now()),
    )
    const size = ciphertext.length
    this.blob = { version: 1, kdf, cipher, ciphertext, size, updatedAt: new Date().toISOString() }
    return key
  }

  private async answer(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, 'http://localhost')
    const method = init.method ?? 'GET'
    const call = `${method} ${url.pathname}`
    this.calls.push(call)
    await this.before(call)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null
    switch (call) {
      case 'GET /api/backup':
      case 'GET /api/backup/content': {
        if (!this.blob) return missing()
        const { ciphertext, ...meta } = this.blob
        return json(call.endsWith('content') ? { ...meta, ciphertext } : meta)
      }
      case 'DELETE /api/backup': {
        const { version } = body as { version: number }
        if (this.blob?.version !== version) return json({ error: { code: 'stale' } }, 409)
        this.blob = null
        return new Response(null, { status: 204 })
      }
      case 'GET /api/sync/key': {
        const key = this.sync ? await this.sync.fetchSyncKey() : null
        return key ? json(key) : missing()
      }
      case 'PUT /api/sync/key': {
        const upload = body as SyncKeyUpload
        if (this.sync) {
          // A new passphrase over the version it names; anything else is stale.
          if (upload.baseVersion === null) return json({ error: { code: 'sync_key_stale' } }, 409)
          return this.sync
            .putSyncKey(upload)
            .then(json, () => json({ error: { code: 'sync_key_stale' } }, 409))
        }
        const { baseVersion: _base, ...envelope } = upload
        this.sync = new StandInServer({
          ...envelope,
          version: 1,
          updatedAt: '2026-11-27T00:00:00Z',
        })
        return json(await this.sync.fetchSyncKey())
      }
      case 'GET /api/sync/records': {
        if (!this.sync) return missing()
        const since = Number(url.searchParams.get('since'))
        return json(await this.sync.fetchRecordPage(since, Number(url.searchParams.get('limit'))))
      }
      case 'PUT /api/sync/records': {
        if (!this.sync) return missing()
        const { keyId, records } = body as { keyId: string; records: SyncRecordUpload[] }
        return json(await this.sync.putRecords(keyId, records))
      }
      default:
        return json({ error: { code: 'not_found', message: `No route ${call}` } }, 404)
    }
  }
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } })

const missing = () => json({ error: { code: 'not_found', message: 'Not found' } }, 404)
