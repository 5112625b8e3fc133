import type { StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/**
 * A page whose first load answers malformed JSON once, signed in as `signedInAs`: the page says so (in `said`'s
 * words when given), and Try again loads it, which `loaded` checks. Every page that loads lists has this story.
 */
export function loadFailedStory(story: {
  signedInAs: string
  path: string
  said?: string
  loaded: (canvas: Canvas) => Promise<void>
}): StoryObj {
  return {
    parameters: {
      portal: { signedInAs: story.signedInAs, fault: { kind: 'malformed-json', path: story.path, times: 1 } },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      const alert = await canvas.findByRole('alert')
      await (story.said ? expect(alert).toHaveTextContent(story.said) : expect(alert).toBeVisible())
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await story.loaded(canvas)
    },
  }
}
