import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderInTasks } from './render-in-tasks'

const outside: { set: (value: string) => void } = { set: () => {} }

function Field() {
  const [text, setText] = useState('')
  useEffect(() => {
    outside.set = setText
  }, [])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setText(`sent: ${text}`)
      }}
    >
      <input aria-label="Words" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <output>{text}</output>
    </form>
  )
}

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('renderInTasks', () => {
  beforeAll(() => renderInTasks())
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function mount() {
    const host = document.createElement('div')
    document.body.append(host)
    createRoot(host).render(<Field />)
    const input = host.querySelector('input')!
    const output = host.querySelector('output')!
    const form = host.querySelector('form')!
    return { input, output, form }
  }

  it('renders what a person typed before their input is done, so Enter sends it', async () => {
    const { input, output, form } = mount()
    input.value = 'gut feeling'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await microtasks()
    expect(output.textContent).toBe('gut feeling')

    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await microtasks()
    expect(output.textContent).toBe('sent: gut feeling')
  })

  it('renders a change from outside any input (an answer, a timer) in a task of its own', async () => {
    const { output } = mount()
    await aTaskLater()
    outside.set('from the network')
    await microtasks()
    expect(output.textContent).toBe('')
    await aTaskLater()
    expect(output.textContent).toBe('from the network')
  })
})
