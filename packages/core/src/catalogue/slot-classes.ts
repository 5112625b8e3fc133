/** Slot sub-classes of the game list centre (spec §2 "Game list card"): scratch card … arcade. */
export const slotSubClasses = ['SC', 'VP', 'JP', 'TG', 'AC'] as const

/** Bingo, shown only when the TY language is supported. */
export const bingoSubClass = 'BG'

export type SlotSubClass = (typeof slotSubClasses)[number] | typeof bingoSubClass

/** The sub-class filters, BG last and only when the portal supports the TY language. */
export function subClassesFor(supportedLanguages: readonly string[]): SlotSubClass[] {
  return supportedLanguages.includes('TY') ? [...slotSubClasses, bingoSubClass] : [...slotSubClasses]
}
