import { Trans } from '@lingui/react/macro'

/** The first two column heads of a table of promotions: the reward centre's rewards and the promotions joined. */
export function PromotionHeadCells() {
  return (
    <>
      <th scope="col">
        <Trans>Promotion</Trans>
      </th>
      <th scope="col">
        <Trans>Status</Trans>
      </th>
    </>
  )
}
