import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordNetwork } from '@/test/network'
import { passkeysUsableHere, unknownPasskeyMessage, verifyPasskey } from './passkey-autofill'
import { deviceName, passkeyCancelled } from './passkeys'

describe('a new passkey’s name', () => {
  it('says the kind of device it was made on', () => {
    const names = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/159.0 Mobile',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/159.0',
      'Something else entirely',
    ].map((agent) => deviceName(agent))
    expect(names).toEqual([
      'Passkey on iPhone',
      'Passkey on Android',
      'Passkey on Mac',
      'Passkey on Windows',
      'Passkey',
    ])
  })
})

describe('a passkey prompt that came to nothing', () => {
  it('is a closed, timed-out or replaced prompt, not a failure to report', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name })
    expect(passkeyCancelled(named('NotAllowedError'))).toBe(true)
    expect(passkeyCancelled(new DOMException('gone', 'AbortError'))).toBe(true)
    expect(passkeyCancelled(named('SecurityError'))).toBe(false)
    expect(passkeyCancelled('NotAllowedError')).toBe(false)
  })
})

describe('where passkeys work', () => {
  it('is a domain name or localhost in a browser with WebAuthn, never an IP address', () => {
    expect(passkeysUsableHere('hara.example.com', true)).toBe(true)
    expect(passkeysUsableHere('localhost', true)).toBe(true)
    expect(passkeysUsableHere('127.0.0.1', true)).toBe(false)
    expect(passkeysUsableHere('192.168.1.20', true)).toBe(false)
    expect(passkeysUsableHere('[::1]', true)).toBe(false)
    // A browser without WebAuthn.
    expect(passkeysUsableHere('hara.example.com', false)).toBe(false)
  })
})

describe('a passkey whose account is gone', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is refused in words that say so, never "Passkey not found", and reported to the browser', async () => {
    recordNetwork(() =>
      Response.json({ code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' }, { status: 404 }),
    )
    const signalUnknownCredential = vi.fn(() => Promise.resolve())
    vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential })
    await expect(verifyPasskey({ id: 'cred-1' }, 'localhost')).rejects.toThrow(
      unknownPasskeyMessage(),
    )
    expect(signalUnknownCredential).toHaveBeenCalledWith({
      rpId: 'localhost',
      credentialId: 'cred-1',
    })
  })

  it('leaves any other refusal as the server said it', async () => {
    recordNetwork(() =>
      Response.json({ code: 'CHALLENGE_EXPIRED', message: 'Try again' }, { status: 400 }),
    )
    vi.stubGlobal('PublicKeyCredential', {})
    await expect(verifyPasskey({ id: 'cred-1' }, 'localhost')).rejects.toThrow('Try again')
  })
})
