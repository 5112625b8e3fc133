import type { Resource } from '@portal/core'
import { openCustomerService } from './customerService'

/**
 * Spec §7: the first customer-service channel is a web page opened in a 440×750 popup window; the other
 * channels (messaging apps) open in a new tab.
 */
export function openChannel(channel: Resource, index: number): void {
  if (index === 0) openCustomerService(channel.url)
  else window.open(channel.url, '_blank', 'noopener,noreferrer')
}
