import type {
  IssuedPromotion,
  LoginPromotion,
  RegisterPromotion,
  SaviorPromotion,
} from '../../api/schemas/member-promotions'

/** The four member promotions as the platform answered them, loaded together. */
export interface MemberPromotionsBoard {
  register: RegisterPromotion
  login: LoginPromotion
  savior: SaviorPromotion
  issued: readonly IssuedPromotion[]
}

/** One promotion on the board, named by the id its claim takes: `register`, `login`, `savior` or `issued:<issueId>`. */
export type MemberPromotionOffer =
  | ({ kind: 'register'; id: 'register' } & RegisterPromotion)
  | ({ kind: 'login'; id: 'login' } & LoginPromotion)
  | ({ kind: 'savior'; id: 'savior' } & SaviorPromotion)
  | ({ kind: 'issued'; id: `issued:${string}` } & IssuedPromotion)

export type MemberPromotionKind = MemberPromotionOffer['kind']

const issuedPrefix = 'issued:'

/** The board's offers in the order the reward centre shows them: what was issued to the member first. */
export function offersOf(board: MemberPromotionsBoard): MemberPromotionOffer[] {
  return [
    ...board.issued.map((issued) => ({
      kind: 'issued' as const,
      id: `${issuedPrefix}${issued.issueId}` as const,
      ...issued,
    })),
    { kind: 'register', id: 'register', ...board.register },
    { kind: 'login', id: 'login', ...board.login },
    { kind: 'savior', id: 'savior', ...board.savior },
  ]
}

/** The issued promotion an id names, or null for the other three. */
export const issueIdOf = (id: string): string | null =>
  id.startsWith(issuedPrefix) ? id.slice(issuedPrefix.length) : null
