import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InsightText } from './insight-text'

describe('InsightText', () => {
  it('renders markup the coach wrote as text, never as HTML', () => {
    const hostile =
      '## <img src=x onerror="window.__pwned=1">\n- <script>window.__pwned=2</script>\n**<a href="javascript:alert(1)">bold</a>**\n<iframe src="https://example.com"></iframe>'
    const { container } = render(<InsightText text={hostile} />)
    expect(container.querySelectorAll('img, script, a, iframe')).toHaveLength(0)
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">')
    expect(container.textContent).toContain('<script>window.__pwned=2</script>')
    expect(container.querySelector('strong')?.textContent).toBe(
      '<a href="javascript:alert(1)">bold</a>',
    )
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('renders headings, bullets and bold as elements', () => {
    const { container } = render(<InsightText text={'### Today\n- one\n- **two**\nplain'} />)
    expect(container.querySelector('h4')?.textContent).toBe('Today')
    expect(container.querySelectorAll('li')).toHaveLength(2)
    expect(container.querySelector('li strong')?.textContent).toBe('two')
    expect(container.querySelector('p')?.textContent).toBe('plain')
  })
})
