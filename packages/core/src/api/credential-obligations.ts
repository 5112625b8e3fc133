/**
 * What the platform itself must enforce about sign-in names, passwords and one-time codes (issue 31): guessing
 * is the platform's to stop, a client can always be skipped. `docs/api.md` lists them; the simulator keeps each,
 * and `packages/simulator/src/credentials-contract.test.ts` and `step-up.contract.test.ts` prove it over HTTP.
 */
export const credentialObligations: readonly { rule: string; refusal: string }[] = [
  {
    rule: 'Wrong sign-in passwords are counted per account, whichever way its name is typed: the account name in any case, or its mobile number with spaces, a leading zero or the country code (`+84 912 345 678`, `0912345678`). A name no account has is counted by its normalised form and answered exactly as a known one. From the third failure in a row the sign-in needs the captcha; a right password resets the count',
    refusal: '`wrong_credentials` (`captcha: true` from the third), `captcha_required`, `wrong_captcha`',
  },
  {
    rule: 'The captcha is single use per sign-in attempt, and an attempt may take two requests: a right password with the captcha that is answered `second_check_required` keeps the captcha for the same request sent again with the second check. Every other answer of an attempt that needed the captcha spends it (a wrong password or captcha, a failed second check, a sign-in)',
    refusal: '`second_check_required` (`methods`), `second_check_failed`, `wrong_captcha`',
  },
  {
    rule: 'An SMS code allows five wrong attempts, whichever call tries it (SMS sign-in and its second check, reset by SMS, registration, binding a mobile): each wrong one says how many are left, the fifth spends the code, and from then on even the right code is refused until a new one is sent, which may be asked for at once',
    refusal: '`wrong_sms_code` (`attemptsLeft`), `sms_code_spent`',
  },
  {
    rule: 'Forgot password by e-mail changes nothing by itself: the platform mails a six-digit reset code to the address on the account (a new one at most once a minute, replacing the last; valid 10 minutes), and only `setPasswordByEmail` with that code sets the new password, once. The code has the same five-attempt limit as an SMS code. Setting it ends every session of the member',
    refusal:
      '`account_email_not_found`, `too_many_requests`, `wrong_email_code` (`attemptsLeft`), `email_code_spent`',
  },
  {
    rule: 'A step-up before a change that lets money leave: setting the first fund password asks for the login password; adding a bank card and sending a red envelope ask for the fund password, checked on the one fund-password counter and lock-out (`wrong_fund_password` with `attemptsLeft` and `field: paymentPassword`, `fund_password_locked`, `fund_password_not_set`). A wrong one counts in the sign-in failures of the account, so a stolen session cannot guess it there: from the third the step-up is refused until the member signs in again (with the captcha)',
    refusal: '`wrong_login_password`, `login_password_locked` (`field: loginPassword`)',
  },
  {
    rule: "The authenticator app (issue 32): `bindAuthenticator` issues a new 160-bit secret that is in force only once a code from it is verified (`verifyAuthenticator`, `purpose: enable`); while one is on, another cannot be bound and it is turned off only with a code from it (a request without one is refused as invalid). Codes are TOTP (RFC 6238: SHA-1, six digits, 30 s), taken a step either side of the server time and each once: the same step again is a replay. Once on, every sign-in, by password or by SMS code, is answered `second_check_required` with `methods: [authenticator]` until a code comes with it (an SMS code is not spent by that answer). A wrong or replayed code counts in the account's sign-in failures, so from the third the sign-in needs the captcha and the security centre refuses codes until the member signs in again",
    refusal:
      '`wrong_authenticator_code`, `authenticator_code_used`, `authenticator_locked`, `authenticator_on`, `authenticator_off`, `authenticator_not_bound` (`field: code`); at sign-in `second_check_failed`, `authenticator_code_used`',
  },
  {
    rule: 'Security questions (issue 32): `setSecurityQuestions` takes two different questions of those offered, each answered in 2 to 50 characters, and the login password as the step-up, on the same counter and lock-out as the other step-ups; it replaces the answers set before. The answers are kept to compare, trimmed and in lower case, and never sent back: `securityQuestions` answers which questions are set',
    refusal:
      '`wrong_login_password`, `login_password_locked` (`field: loginPassword`), `duplicate_question` (`field: question2`), `unknown_question` (`field` of the question)',
  },
  {
    rule: 'A forgotten fund password (issue 32) is reset only with an SMS code sent to the mobile bound to the account: the member types the bound number (`fundPasswordResetSms`, compared with the bound one, so a stolen session cannot send a code elsewhere) and sets a new six-digit fund password with the code (`resetFundPassword`), which may not be the login password. The code has the five-attempt limit of every SMS code, one live code at a time. A reset ends a fund-password lock-out and its count',
    refusal:
      '`mobile_not_bound`, `mobile_mismatch` (`field: mobileNum`), `too_many_requests`, `wrong_sms_code` (`attemptsLeft`), `sms_code_spent` (`field: verificationCode`), `same_as_login_password`, `field_invalid` (`field: newPassword` or `confirmNewPassword`)',
  },
  {
    rule: 'Verifying the e-mail (issue 32): `sendEmailVerification` mails a six-digit code to the address on file (at most one a minute, replacing the last; valid 10 minutes) and `verifyEmail` confirms it, with the five-attempt limit of every one-time code. The address stays verified while it is the one confirmed: a changed address is unverified, and a code mailed to the old one verifies nothing. `securityConfig` and `memberInfoV2` say `emailVerified`',
    refusal:
      '`email_not_set`, `email_verified`, `too_many_requests`, `wrong_email_code` (`attemptsLeft`), `email_code_spent` (`field: verificationCode`)',
  },
]
