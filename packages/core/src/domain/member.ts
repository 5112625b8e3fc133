/** Which numeric member types mean agent or trial; the operator's configuration may change them. */
export interface MemberTypeLists {
  agentTypes: readonly number[]
  trialTypes: readonly number[]
}

/** The spec's defaults (§3, §6): agent types 1, 2, 41, 42; trial type 4. */
export const defaultMemberTypeLists: MemberTypeLists = {
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
}

export interface MemberRoles {
  isAgent: boolean
  isTrial: boolean
}

export function memberRoles(type: number, lists: MemberTypeLists = defaultMemberTypeLists): MemberRoles {
  return { isAgent: lists.agentTypes.includes(type), isTrial: lists.trialTypes.includes(type) }
}
