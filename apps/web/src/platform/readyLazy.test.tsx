import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, test } from 'vitest'
import { lazyLoader, ReadyLazy } from './readyLazy'

afterEach(cleanup)

const Page = ({ name }: { name: string }) => <p>{name}</p>

test('a module that has arrived renders at once, without its fallback', async () => {
  const loader = lazyLoader(async () => ({ default: Page }))
  await loader.preload()
  render(
    <Suspense fallback={<p>loading</p>}>
      <ReadyLazy loader={loader} props={{ name: 'security' }} />
    </Suspense>,
  )
  expect(screen.getByText('security')).toBeTruthy()
  expect(screen.queryByText('loading')).toBeNull()
})

test('one not asked for yet suspends as React.lazy does, and downloads once', async () => {
  let downloads = 0
  const loader = lazyLoader(async () => {
    downloads++
    return { default: Page }
  })
  render(
    <Suspense fallback={<p>loading</p>}>
      <ReadyLazy loader={loader} props={{ name: 'wallet' }} />
    </Suspense>,
  )
  expect(screen.getByText('loading')).toBeTruthy()
  expect(await screen.findByText('wallet')).toBeTruthy()
  await act(() => loader.preload())
  expect(downloads).toBe(1)
})
