import type { Announcements, Notice } from '../api/schemas/content'

const notice = (id: string, execution: string | null, promotionType: string | null = null): Notice => ({
  id,
  title: `Notice ${id}`,
  content: `<p>${id}</p>`,
  startDateStr: '2026-11-20 10:00:00',
  promotionType,
  execution,
})

/**
 * Nine anonymous items (two pages, the first a promotion), one for members, one for first logins; two player
 * notices for the marquee.
 */
export const sampleAnnouncements: Announcements = {
  banners: [],
  player: [notice('N1', 'B'), notice('N2', 'A')],
  popup: [
    notice('B1', 'B', 'DEPOSIT'),
    ...Array.from({ length: 8 }, (_, index) => notice(`B${index + 2}`, 'B')),
    notice('A1', 'A', 'CHECKIN'),
    notice('F1', 'F', 'GIFT'),
  ],
  promotion: [],
}

/** Nothing for anyone: the popup stays hidden. */
export const emptyAnnouncements: Announcements = { banners: [], player: [], popup: [], promotion: [] }
