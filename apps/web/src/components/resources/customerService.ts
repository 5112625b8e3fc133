import type { Resource } from '@portal/core'

/** The status call's customer-service resources are typed CS_<channel>; the first one is the main channel. */
export function customerServiceUrl(resources: readonly Resource[]): string | null {
  return resources.find((resource) => resource.resourceType.startsWith('CS_'))?.url ?? null
}

/** Spec §7: the customer-service link opens in a popup window 440 wide and 750 tall. */
export function openCustomerService(url: string): void {
  window.open(url, 'customerService', 'popup,width=440,height=750,noopener')
}
