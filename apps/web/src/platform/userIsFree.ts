import { useEffect, useState } from 'react'

/**
 * Whether the user is in the middle of something a popup must not cover: another dialog open (a game, a sign-in
 * form, a transfer), a menu, drawer, dropdown or the chat open, or the focus in a form being filled in. A modal
 * `<dialog>` makes the rest of the page inert: opened over a game, it would take the game's clicks.
 */
function userIsBusy(document: Document): boolean {
  if (document.querySelector('dialog[open]')) return true
  // An open menu, drawer or dropdown says so on its toggle. The side bar's toggle does too, but the side bar is
  // a rail beside the page, open from the start, that nothing is typed into.
  if (document.querySelector('[aria-expanded="true"]:not([aria-controls="side-menu-items"])')) return true
  return fillingIn(document.activeElement)
}

const choices = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
  'hidden',
])

/** A field something has been typed into; a choice (a box, a button) is not typing. */
function typedInto(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return element.value !== ''
  return element instanceof HTMLInputElement && !choices.has(element.type) && element.value !== ''
}

/**
 * The focus is in a form with something typed into it (moving from one field to the next, or on its submit
 * button), or in such a field outside a form. An empty form the page itself focused (autofocus) is not that.
 */
function fillingIn(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLElement && element.isContentEditable) return true
  const form = element.closest('form')
  if (!form) return typedInto(element)
  return [...form.querySelectorAll('input, textarea')].some(typedInto)
}

/**
 * True once the user is free (`userIsBusy` false) while `wanted`, re-checked whenever a dialog opens or closes,
 * something expands or collapses, the focus moves or the user types; it then stays true while `wanted`, so what
 * it let open (itself a dialog) does not shut itself. `wanted` false starts the wait afresh.
 */
export function useUserFree(wanted: boolean): boolean {
  const [free, setFree] = useState(false)
  useEffect(() => {
    if (!wanted) {
      setFree(false)
      return
    }
    if (free) return
    let gone = false
    const check = () => {
      if (!gone && !userIsBusy(document)) setFree(true)
    }
    check()
    // A dialog or menu that unmounts while open takes its attribute with it: a removal is a change too.
    const changes = new MutationObserver(check)
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'aria-expanded'],
    })
    const events = ['focusin', 'focusout', 'input'] as const
    // focusout comes before the focus lands elsewhere: the check waits for the next task.
    const later = () => setTimeout(check)
    for (const type of events) document.addEventListener(type, later)
    return () => {
      gone = true
      changes.disconnect()
      for (const type of events) document.removeEventListener(type, later)
    }
  }, [wanted, free])
  return wanted && free
}
