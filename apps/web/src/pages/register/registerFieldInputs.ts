import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegisterFieldView } from '@portal/core'
import type { InputHTMLAttributes } from 'react'

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'placeholder' | 'dir'
>

/** How one registration field is labelled and typed into; which fields show is the core's business. */
export interface RegisterFieldInput {
  label: MessageDescriptor
  /** Drawn as a password box with its show/hide toggle. */
  secret?: boolean
  attributes: InputAttributes
}

const plain: InputAttributes = { autoCapitalize: 'off', spellCheck: false }
const digits: InputAttributes = { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' }
const handle: InputAttributes = { ...plain, autoComplete: 'off', dir: 'ltr' }

export const registerFieldInputs: Record<RegisterFieldView['name'], RegisterFieldInput> = {
  username: { label: msg`Username`, attributes: { ...plain, autoComplete: 'username' } },
  mobileNum: {
    label: msg`Mobile number`,
    attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', dir: 'ltr' },
  },
  verificationCode: { label: msg`SMS code`, attributes: { ...digits, autoComplete: 'one-time-code' } },
  password: { label: msg`Password`, secret: true, attributes: { autoComplete: 'new-password' } },
  confirmPassword: {
    label: msg`Confirm password`,
    secret: true,
    attributes: { autoComplete: 'new-password' },
  },
  paymentPassword: {
    label: msg`Payment password`,
    secret: true,
    attributes: { autoComplete: 'off', inputMode: 'numeric' },
  },
  email: { label: msg`E-mail`, attributes: { ...plain, type: 'email', autoComplete: 'email' } },
  nickname: { label: msg`Nickname`, attributes: { autoComplete: 'nickname' } },
  payeeName: { label: msg`Real name`, attributes: { autoComplete: 'name' } },
  fullname: { label: msg`Full name`, attributes: { autoComplete: 'name' } },
  birthday: {
    label: msg`Date of birth`,
    attributes: { autoComplete: 'bday', inputMode: 'numeric', placeholder: 'yyyy-mm-dd', dir: 'ltr' },
  },
  idNumber: { label: msg`ID number`, attributes: handle },
  qqNum: { label: msg`QQ number`, attributes: digits },
  whatsapp: { label: msg`WhatsApp`, attributes: { ...digits, type: 'tel', inputMode: 'tel' } },
  facebook: { label: msg`Facebook`, attributes: handle },
  telegram: { label: msg`Telegram`, attributes: handle },
  line: { label: msg`LINE`, attributes: handle },
  zalo: { label: msg`Zalo`, attributes: { ...digits, type: 'tel', inputMode: 'tel' } },
  wechat: { label: msg`WeChat`, attributes: handle },
  recommenderId: { label: msg`Referrer ID`, attributes: handle },
  affiliateCode: { label: msg`Invitation code`, attributes: handle },
  captcha: { label: msg`Captcha`, attributes: plain },
}
