import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { useUserFree } from './userIsFree'

/** A popup that wants to open: it shows once the hook lets it. */
function Popup({ wanted = true }: { wanted?: boolean }) {
  return useUserFree(wanted) ? <p>popup</p> : null
}

const shown = () => screen.queryByText('popup') !== null
/** The hook re-checks on a focus change in the next task, and on DOM changes at the observer's microtask. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

function mount(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  return host
}

test('a popup opens at once over a page where the user has started nothing', async () => {
  render(<Popup />)
  await settle()
  expect(shown()).toBe(true)
})

test('an open dialog (a game) keeps the popup waiting until it closes, and then it opens', async () => {
  const host = mount('<dialog open aria-label="Game"></dialog>')
  render(<Popup />)
  await settle()
  expect(shown()).toBe(false)
  host.querySelector('dialog')?.removeAttribute('open')
  await settle()
  expect(shown()).toBe(true)
})

test('a dialog that unmounts while open counts as closed', async () => {
  const host = mount('<dialog open></dialog>')
  render(<Popup />)
  await settle()
  expect(shown()).toBe(false)
  host.remove()
  await settle()
  expect(shown()).toBe(true)
})

test('an open menu or drawer keeps it waiting; the side bar, open from the start, does not', async () => {
  const host = mount(
    '<button aria-expanded="true" aria-controls="side-menu-items">rail</button>' +
      '<button id="menu" aria-haspopup="menu" aria-expanded="true">Account menu</button>',
  )
  render(<Popup />)
  await settle()
  expect(shown()).toBe(false)
  host.querySelector('#menu')?.setAttribute('aria-expanded', 'false')
  await settle()
  expect(shown()).toBe(true)
})

test('a form being filled in keeps it waiting, also between fields, until the focus leaves the form', async () => {
  const host = mount(
    '<form><input id="name" /><input id="password" type="password" /><button>Register</button></form>' +
      '<a href="#elsewhere">elsewhere</a>',
  )
  const name = host.querySelector<HTMLInputElement>('#name')
  name?.focus()
  if (name) name.value = 'trip01'
  render(<Popup />)
  await settle()
  expect(shown()).toBe(false)
  // On to the next field, still empty: the member is still filling the form in.
  host.querySelector<HTMLInputElement>('#password')?.focus()
  await settle()
  expect(shown()).toBe(false)
  host.querySelector<HTMLAnchorElement>('a')?.focus()
  await settle()
  expect(shown()).toBe(true)
})

test('an empty field the page focused by itself is not something the user started', async () => {
  const host = mount('<form><input id="name" /><input type="checkbox" checked /></form>')
  host.querySelector<HTMLInputElement>('#name')?.focus()
  render(<Popup />)
  await settle()
  expect(shown()).toBe(true)
})

test('once open it stays open over what opens after it; wanted again later, it waits again', async () => {
  const view = render(<Popup />)
  await settle()
  expect(shown()).toBe(true)
  // The popup is a dialog itself: its own opening must not shut it.
  const host = mount('<dialog open></dialog>')
  await settle()
  expect(shown()).toBe(true)
  // Closed, then wanted again (a language switch) while another dialog is open: it waits for that one.
  view.rerender(<Popup wanted={false} />)
  await settle()
  view.rerender(<Popup />)
  await settle()
  expect(shown()).toBe(false)
  host.querySelector('dialog')?.removeAttribute('open')
  await settle()
  expect(shown()).toBe(true)
})
