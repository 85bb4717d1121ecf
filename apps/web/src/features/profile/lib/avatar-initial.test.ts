import { describe, expect, it } from 'vitest'
import { avatarInitial } from './avatar-initial'

describe('avatarInitial', () => {
  it('takes a leading emoji whole, not half of it', () => {
    expect(avatarInitial('🌙 Mira')).toBe('🌙')
    expect(avatarInitial('👩🏽‍💻 Dev')).toBe('👩🏽‍💻')
    expect(avatarInitial('🇯🇵 Ken')).toBe('🇯🇵')
  })

  it('upper-cases a letter and keeps its accent', () => {
    expect(avatarInitial('ivy')).toBe('I')
    expect(avatarInitial('e\u0301lodie')).toBe('E\u0301')
    expect(avatarInitial('  zoë ')).toBe('Z')
  })

  it('falls back to the first name, then to U', () => {
    expect(avatarInitial('', 'ana')).toBe('A')
    expect(avatarInitial('   ', null)).toBe('U')
    expect(avatarInitial(undefined, undefined)).toBe('U')
  })
})
