import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import type { Portal } from '../../create-portal'
import { signedInPortal } from '../../testing/simulated'
import { connectMemberForm } from '../member-form/member-form.connect'
import { createAvatarPicker, validateAvatar } from './create-avatar-picker'

/** The avatar picker (issue 32) against the in-process simulator: a pick saved, and the session follows. */
let portal: Portal | undefined
afterEach(() => portal?.actor.stop())

describe('avatar picker against the simulator', () => {
  test('one of the set is saved with one request; the session loads member info again and shows it', async () => {
    portal = await signedInPortal('member01')
    const picker = createAvatarPicker(portal)
    picker.start()
    const loaded = await waitFor(picker, (s) => s.matches('editing'), { timeout: 5000 })
    const icons = (loaded.context.meta as { icons: { id: string; url: string }[] }).icons
    expect(loaded.context.fields).toEqual({ iconId: '' })
    picker.send({ type: 'form.submit' })
    expect(connectMemberForm(picker.getSnapshot()).fieldErrors).toEqual({ iconId: { code: 'required' } })

    const chosen = icons[1]
    picker.send({ type: 'form.change', field: 'iconId', value: chosen?.id ?? '' })
    picker.send({ type: 'form.submit' })
    const saved = await waitFor(picker, (s) => s.matches('editing') && s.context.saved, { timeout: 5000 })
    expect(saved.context.meta).toMatchObject({ current: chosen?.id })
    const session = portal.session()
    if (!session) throw new Error('no session')
    await waitFor(session, (s) => s.context.member?.avatarUrl === chosen?.url, { timeout: 5000 })
  })

  test('nothing picked is refused before any request', () => {
    expect(validateAvatar({ iconId: '' })).toEqual({ iconId: { code: 'required' } })
    expect(validateAvatar({ iconId: 'star' })).toEqual({})
  })
})
