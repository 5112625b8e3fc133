import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { Header } from '../components/Header/Header'
import { deviceTimeZone, portalDateTime } from '../i18n/dateTime'
import { BootGate } from './BootGate'

const maintenanceEnd = '2026-11-22T06:00:00.000Z'

/** What the app renders for each boot status of a real portal over the simulator; the header once it may run. */
const meta = {
  title: 'Boot/BootGate',
  component: BootGate,
  args: { children: <Header /> },
} satisfies Meta<typeof BootGate>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  // The status call is answered only after a minute (the transport gives up at 15 s).
  parameters: { portal: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = await canvas.findByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument()
  },
}

export const Maintenance: Story = {
  parameters: { portal: { maintenance: { end: maintenanceEnd } } },
  // The customer-service popup is the browser's business: the story only checks what the app asks for.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null)
    return () => open.mockRestore()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'System maintenance' })).toBeVisible()
    // Spec §9's yyyy-MM-dd HH:mm:ss in the visitor's time zone, the way every date of the portal is shown.
    const end = portalDateTime(maintenanceEnd, { timeZone: deviceTimeZone(), rtl: false })
    await expect(canvas.getByText(`Expected to end at ${end}`)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }))
    await expect(window.open).toHaveBeenCalledWith(
      expect.stringContaining('live-chat'),
      'customerService',
      expect.stringContaining('width=440,height=750'),
    )
  },
}

export const Blocked: Story = {
  parameters: { portal: { regionBlock: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const { ip } = context.loaded.simulated.simulator.store.state.location
    await expect(await canvas.findByRole('heading', { name: 'Access restricted' })).toBeVisible()
    await expect(canvas.getByText(`Your IP: ${ip}`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeVisible()
  },
}

/** Spec §8 "Domain check invalid": the portal stays closed on an address the server does not know as ours. */
export const InvalidDomain: Story = {
  parameters: { portal: { invalidDomain: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Invalid URL' })).toBeVisible()
    await expect(
      canvas.getByText('This address is not one of ours. Please contact customer service.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Customer service' })).toBeVisible()
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument()
  },
}

export const FailedThenRetried: Story = {
  // The status call keeps failing until the play function brings the server back.
  parameters: { portal: { fault: { kind: 'http500', path: '/wps/system/status', times: 100 } } },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const retry = await canvas.findByRole('button', { name: 'Try again' })
    await expect(
      canvas.getByRole('heading', { name: 'Network link is abnormal, please try again' }),
    ).toBeVisible()
    await context.loaded.simulated.dev('/reset', {})
    await userEvent.click(retry)
    await expect(await canvas.findByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible()
  },
}

/**
 * A returning member: the portal restores the stored token and runs. The header has no account panel yet, so
 * the story checks the session the panel will show.
 */
export const ReadyForReturningMember: Story = {
  parameters: { portal: { signedInAs: 'member01' } },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await expect(await canvas.findByRole('banner')).toBeVisible()
    const session = context.loaded.simulated.portal.session()
    await waitFor(() => expect(session?.getSnapshot().matches('signedIn')).toBe(true))
  },
}
