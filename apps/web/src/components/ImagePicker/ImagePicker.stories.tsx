import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ImagePicker } from './ImagePicker'

// A 1×1 png, as a picked image's data URL.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const image = (name: string) => ({ name, type: 'image/png', size: 68, dataUrl: pixel })

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'Images (png or jpg, under 5 MB, up to 3)',
    images: [],
    canAdd: true,
    refused: [],
    onAdd: fn(),
    onRemove: fn(),
    readImages: fn(async () => [image('picked.png')]),
  },
} satisfies Meta<typeof ImagePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing picked: the add button opens the hidden input; what is read goes to the flow as it is. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Add image' })).toBeVisible()
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'picked.png', { type: 'image/png' })
    await userEvent.upload(canvas.getByLabelText('Choose images'), file)
    await expect(args.readImages).toHaveBeenCalledWith([file])
    await expect(args.onAdd).toHaveBeenCalledWith([image('picked.png')])
  },
}

/** Two previews, each removable by its name; room for one more. */
export const TwoPicked: Story = {
  args: { images: [image('one.png'), image('two.png')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('img')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove two.png' }))
    await expect(args.onRemove).toHaveBeenCalledWith(1)
  },
}

/** Full: no add button, and why each refused pick was left out. */
export const FullWithRefusals: Story = {
  args: {
    images: [image('one.png'), image('two.png'), image('three.png')],
    canAdd: false,
    refused: [
      { name: 'four.png', issue: { code: 'upload.count', max: 3 } },
      { name: 'big.jpg', issue: { code: 'upload.size', max: 5 } },
      { name: 'clip.gif', issue: { code: 'upload.type' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Add image' })).toBeNull()
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('four.png: at most 3 images can be uploaded.')
    await expect(alert).toHaveTextContent('big.jpg: each image must be under 5 MB.')
    await expect(alert).toHaveTextContent('clip.gif: only png or jpg images can be uploaded.')
  },
}
