import { money } from '../../domain/money'

export const confirmationFixture = (payDetailId: string, autoReceiveInSeconds = 2) => ({
  payDetailId,
  orderNo: 'WD1000',
  amount: money(100_00n),
  receivedAmount: money(40_00n),
  remainingAmount: money(60_00n),
  autoConfirmed: false,
  sentAt: '2026-01-01T00:00:00.000Z',
  autoReceiveAt: '2026-01-01T00:15:00.000Z',
  autoReceiveInSeconds,
})

export const proofFixture = (name: string, type = 'image/png', size = 1_000) => ({
  name,
  type,
  size,
  dataUrl: `data:${type};base64,cHJvb2Y=`,
})
