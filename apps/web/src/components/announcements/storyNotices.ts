import type { Notice } from '@portal/core'

/** Notices for the popups' stories: rich HTML like the operators paste, one with a hostile payload. */
export function storyNotices(count: number, prefix = 'Notice'): Notice[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index + 1}`,
    title: `${prefix} ${index + 1}: ${['Weekend cashback', 'New live tables', 'Deposit channels updated', 'Maintenance window'][index % 4]}`,
    content:
      index === 0
        ? '<p><strong>Double rewards</strong> all weekend.</p><ul><li>Sign in</li><li>Play any live table</li></ul><p><a href="https://example.com/terms">Terms apply</a></p><img src="x" onerror="window.__story_xss = 1" alt=""><script>window.__story_xss = 1</script>'
        : `<p>Details of item ${index + 1}. Players must be 18 or older.</p>`,
    startDateStr: `2026-11-${String((index % 28) + 1).padStart(2, '0')} 10:00:00`,
    promotionType: index % 2 === 0 ? 'CASHBACK' : null,
    execution: 'B',
  }))
}
