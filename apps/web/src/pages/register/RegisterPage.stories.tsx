import { useBoot } from '@portal/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { routes } from '../../routes'
import RegisterPage from './RegisterPage'

const registerRoute = routes.find((route) => route.name === 'register')
if (!registerRoute) throw new Error('The route table has no register route')

/** The router shows /register only once boot is ready; the story waits the same way. */
function BootedRegisterPage() {
  const view = useBoot()
  return view.status === 'ready' && registerRoute ? <RegisterPage route={registerRoute} params={{}} /> : null
}

/** What a play function reaches in the loader's simulated portal (see .storybook/simulated-portal.tsx). */
interface Simulated {
  portal: { actor: { send(event: { type: 'language.change'; language: string }): void } }
  simulator: { store: { state: { captchaAnswer: string | null } } }
  location: { navigate(path: string): void; history: string[] }
}
const simulatedOf = (loaded: Record<string, unknown>) => loaded.simulated as Simulated

type Canvas = ReturnType<typeof within>

/** Fills the username form the simulator's rules ask for, with the captcha it last served. */
async function fillUsernameForm(canvas: Canvas, simulated: Simulated, username: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), username)
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123')
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Secret123')
  await expect(await canvas.findByRole('img', { name: 'Characters to type' })).toBeVisible()
  const answer = simulated.simulator.store.state.captchaAnswer ?? ''
  await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), answer)
  await userEvent.click(canvas.getByRole('checkbox', { name: /18 or older/ }))
}

/** /register against the simulator: both modes, the server's field rules, the SMS button and the outcomes. */
const meta = {
  title: 'Pages/Register',
  component: BootedRegisterPage,
} satisfies Meta<typeof BootedRegisterPage>

export default meta
type Story = StoryObj<typeof meta>

/** By username: the simulator's rules show username, passwords, mobile, e-mail, … and a captcha. */
export const IdleUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Register' })).toBeVisible()
    await expect(await canvas.findByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const username = await canvas.findByRole('textbox', { name: 'Username' })
    await expect(username).toBeRequired()
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).not.toBeRequired()
    await expect(canvas.getByRole('textbox', { name: 'Invitation code' })).not.toBeRequired()
    await expect(canvas.getByRole('combobox', { name: 'Code' })).toHaveValue('84')
    await expect(canvas.queryByRole('textbox', { name: 'SMS code' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** By mobile: the number is required with its dialing code, and the SMS code comes with its button. */
export const MobileMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }))
    await expect(canvas.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeRequired()
    await expect(canvas.getByRole('combobox', { name: 'Code' })).toHaveValue('84')
    await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toBeRequired()
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled()
  },
}

/** An empty submit: each required field says what is missing, and the first one takes the focus. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'kept@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    const username = canvas.getByRole('textbox', { name: 'Username' })
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(username).toHaveAccessibleDescription('Please fill in this field.')
    await waitFor(() => expect(username).toHaveFocus())
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please fill in this field.')
    await expect(canvas.getByRole('checkbox', { name: /18 or older/ })).toHaveAccessibleDescription(
      'Please confirm you are 18 or older and accept the terms.',
    )
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('kept@example.com')
  },
}

/** A number too short for the rule: its pattern message names the lengths. */
export const PatternMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), '1abc')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Start with a letter; letters and digits only. 6–12 characters.',
    )
  },
}

/** After "Send code" the button counts down and cannot be pressed again. */
export const CountdownRunning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Mobile number' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '987654321')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('987654321')
  },
}

/** member01 exists: the server refuses, the line says why, and the form keeps what was typed. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await fillUsernameForm(canvas, simulatedOf(loaded), 'member01')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is already registered')
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('member01')
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Secret123')
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled()
  },
}

/** A free username: the account is created, the member signed in, and the flow goes to /. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const simulated = simulatedOf(loaded)
    simulated.location.navigate('/register')
    const canvas = within(canvasElement)
    await fillUsernameForm(canvas, simulated, 'storyplayer1')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(simulated.location.history.at(-1)).toBe('/'), { timeout: 5000 })
  },
}

/** A language switch re-labels the form and keeps everything typed (Chinese: 用户名 is "Username"). */
export const LanguageSwitchKeepsTyping: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'keepme01')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'keep@example.com')
    simulatedOf(loaded).portal.actor.send({ type: 'language.change', language: 'CN' })
    await expect(await canvas.findByRole('textbox', { name: '用户名' }, { timeout: 5000 })).toHaveValue(
      'keepme01',
    )
    await expect(canvas.getByDisplayValue('keep@example.com')).toBeVisible()
    simulatedOf(loaded).portal.actor.send({ type: 'language.change', language: 'EN' })
    await expect(await canvas.findByRole('textbox', { name: 'Username' }, { timeout: 5000 })).toHaveValue(
      'keepme01',
    )
  },
}

/** The register call's connection drops: the network sentence, and the form stays as typed. */
export const NetworkFailure: Story = {
  parameters: { portal: { fault: { kind: 'drop', path: '/wps/member/register' } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await fillUsernameForm(canvas, simulatedOf(loaded), 'dropped01')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    )
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('dropped01')
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Secret123')
  },
}

/** An affiliate code the server does not know: the warning dialog (spec §8), and registration stops. */
export const InvitationCodeRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Invitation code' }), 'NOPE99')
    await fillUsernameForm(canvas, simulatedOf(loaded), 'invited01')
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Invitation code wrong' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(canvas.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('NOPE99')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
