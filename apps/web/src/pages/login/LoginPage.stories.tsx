import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { useLocation } from 'wouter'
import { routes } from '../../routes'
import LoginPage from './LoginPage'

const loginRoute = routes.find((route) => route.name === 'login')
if (!loginRoute) throw new Error('The route table has no login route')

/**
 * The router shows /login only once boot is ready; the story waits the same way. `search` is the location's
 * search (the agent login is `?audience=agent`).
 */
function BootedLoginPage({ search = '' }: { search?: string }) {
  const view = useBoot()
  const [, navigate] = useLocation()
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    navigate(`/login${search}`)
    setMoved(true)
  }, [search, navigate])
  return moved && view.status === 'ready' && loginRoute ? <LoginPage route={loginRoute} params={{}} /> : null
}

/** /login against the simulator: the member login flow, its captcha and its failures. */
const meta = {
  title: 'Pages/Login',
  component: BootedLoginPage,
} satisfies Meta<typeof BootedLoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(await canvas.findByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    )
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register')
    await expect(canvas.queryByRole('alert')).toBeNull()
    // Opened by the visitor themselves: nothing says they must log in first.
    await expect(canvas.queryByText('Please log in first.')).toBeNull()
  },
}

/** Sent here by a guarded page or PLAY NOW (spec §8 "Not logged in"): the page says why, above the form. */
export const SignInRequired: Story = {
  args: { search: '?next=%2Fmember%2Fprofile&reason=signInRequired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByText('Please log in first.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled()
  },
}

/** member01 has failed three times: the next attempt is refused and the captcha appears, the typing kept. */
export const CaptchaShown: Story = {
  play: async ({ canvasElement, loaded }) => {
    loaded.simulated.simulator.store.state.loginFailures.set('member01', 3)
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'member01')
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo1234')
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByRole('img', { name: 'Characters to type' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'New captcha image' })).toBeEnabled()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the captcha')
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
  },
}

/** The login call's connection drops: the network sentence, and the form stays as typed. */
export const NetworkFailure: Story = {
  parameters: { portal: { fault: { kind: 'drop', path: '/wps/session/login' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'member01')
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo1234')
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    )
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await expect(canvas.getByLabelText('Password')).toHaveValue('Demo1234')
  },
}

/** The agent login (`?audience=agent`): member01 is not an agent, so the server refuses it, translated. */
export const AgentLoginRefused: Story = {
  args: { search: '?audience=agent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Agent login' })).toHaveAttribute('aria-current', 'page')
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'member01')
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo1234')
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Non-agents cannot log in')
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
    // An agent's account is opened by its upline: the agent side offers no registration.
    await expect(canvas.queryByRole('link', { name: 'Register now' })).toBeNull()
  },
}
