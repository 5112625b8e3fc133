/** One registration field's rule (spec §3); `patternId` numbers the messages of spec §5. */
export interface FieldRule {
  enabled: boolean
  required: boolean
  patternId: number
  /** A regular expression; '*' means anything (the client reads it as '.*'). */
  acceptedPattern: string
  min: number
  max: number
}

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: number,
  acceptedPattern: string,
  min: number,
  max: number,
): FieldRule => ({ enabled, required, patternId, acceptedPattern, min, max })

const lettersAndDigits = '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$'

export function seedRegisterRules(): Record<string, FieldRule> {
  return {
    username: rule(true, true, 1, '^[A-Za-z][A-Za-z0-9]*$', 6, 12),
    password: rule(true, true, 5, lettersAndDigits, 6, 20),
    confirmPassword: rule(true, true, 5, lettersAndDigits, 6, 20),
    mobileNum: rule(true, false, 6, '^\\d+$', 8, 11),
    email: rule(true, false, 3, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 6, 64),
    payeeName: rule(true, false, 8, '^[A-Za-z ]+$', 2, 40),
    nickname: rule(false, false, 0, '*', 2, 20),
    fullname: rule(false, false, 12, '^[A-Za-z]{2,}[A-Za-z ]*$', 2, 40),
    paymentPassword: rule(false, false, 6, '^\\d+$', 6, 6),
    qqNum: rule(false, false, 6, '^\\d+$', 5, 12),
    whatsapp: rule(true, false, 6, '^\\d+$', 8, 15),
    facebook: rule(false, false, 9, '^\\S+$', 2, 50),
    telegram: rule(true, false, 9, '^\\S+$', 5, 32),
    line: rule(false, false, 9, '^\\S+$', 2, 20),
    zalo: rule(false, false, 6, '^\\d+$', 8, 15),
    wechat: rule(false, false, 9, '^\\S+$', 6, 20),
    idNumber: rule(false, false, 4, '^[A-Za-z0-9]+$', 6, 18),
    birthday: rule(false, false, 11, '^\\d{4}-\\d{2}-\\d{2}$', 10, 10),
    recommenderId: rule(false, false, 4, '^[A-Za-z0-9]+$', 4, 12),
    affiliateCode: rule(true, false, 4, '*', 4, 12),
    captcha: rule(true, true, 0, '*', 4, 4),
    verificationCode: rule(false, false, 6, '^\\d+$', 6, 255),
  }
}
