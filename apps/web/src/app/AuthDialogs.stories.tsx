import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useEffect, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useLocation } from 'wouter'
import AuthDialogs from './AuthDialogs'

/** Moves the story's memory location first, then renders once boot is ready, as the router would. */
function At({ location, children }: { location: string; children: ReactNode }) {
  const view = useBoot()
  const [, navigate] = useLocation()
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    navigate(location)
    setMoved(true)
  }, [location, navigate])
  return moved && view.status === 'ready' ? children : null
}

/** The popup host: the sign-in popup the location's search names, over whatever page is underneath. */
const meta = {
  title: 'App/Sign-in popups',
  component: AuthDialogs,
  render: (_, { parameters }) => (
    <At location={(parameters.location as string | undefined) ?? '/?dialog=login'}>
      <AuthDialogs />
    </At>
  ),
} satisfies Meta<typeof AuthDialogs>

export default meta
type Story = StoryObj<typeof meta>

/** `?dialog=login`: the login form in the form popup, named by its title, with a close button. */
export const LoginPopup: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const popup = await body.findByRole('dialog', { name: 'Log in' })
    const inPopup = within(popup)
    const username = await inPopup.findByRole('textbox', { name: 'Username' })
    // The popup fades in: visible once its opening animation has run.
    await waitFor(() => expect(username).toBeVisible())
    await expect(inPopup.getByRole('button', { name: 'Close' })).toBeVisible()
    // Inside the popup, its links swap popups instead of leaving the page underneath.
    await expect(inPopup.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/?dialog=forgotPassword',
    )
    await expect(inPopup.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/?dialog=register',
    )
  },
}

/** The popup's close button leaves the page underneath, its other search kept. */
export const ClosedByItsButton: Story = {
  parameters: { location: '/promotions?tab=all&dialog=login' },
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body)
    const popup = await body.findByRole('dialog', { name: 'Log in' })
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(loaded.simulated.location.history.at(-1)).toBe('/promotions?tab=all')
  },
}

/** "Forgot password?" swaps the login popup for the forgot-password popup in the same modal. */
export const SwapsToForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const popup = await body.findByRole('dialog', { name: 'Log in' })
    await userEvent.click(await within(popup).findByRole('link', { name: 'Forgot password?' }))
    const swapped = await body.findByRole('dialog', { name: 'Forgot password' }, { timeout: 3000 })
    await waitFor(() => expect(swapped).toBeVisible())
  },
}
