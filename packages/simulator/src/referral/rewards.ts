/** The referral programme's figures: a share of each invitee's first deposit, capped per invitee (minor units). */
export const firstDepositPercent = 10
export const maxRewardPerInvitee = 10_000

/** Whole minor units, rounded down: the platform never pays a fraction of a cent. */
export const rewardOf = (amount: number | null) =>
  amount === null ? 0 : Math.min(Math.floor((amount * firstDepositPercent) / 100), maxRewardPerInvitee)

/** An account as other members may see it: its first three characters. */
export const maskAccount = (account: string) => `${account.slice(0, 3)}***`
