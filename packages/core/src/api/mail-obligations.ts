import type { Obligation } from './obligations'

/** What the platform enforces of the members' mail (issue 32); proved over HTTP by `packages/simulator/src/mail.test.ts`. */
export const mailObligations: readonly Obligation[] = [
  {
    rule: '`recipientTypes` says who a member may write to: customer service, and the upline agent only for a member in a team. `sendMail` refuses any other recipient, whatever the client offers',
    refusal: '`recipient_not_allowed`',
  },
  {
    rule: 'A trial account (type 4) writes to nobody: `recipientTypes`, `sendMail` and `replyMail` refuse it',
    refusal: '`trial_account`',
  },
  {
    rule: "A mail keeps the feedback form's limits, checked by the platform too: a title (at most 50 characters) for a new mail, content required and at most 140 characters, at most 3 images, each a png or jpg under 5 MB. Each refusal names its field",
    refusal:
      '`field_required`, `title_too_long`, `content_too_long`, `upload_type`, `upload_size`, `upload_count`',
  },
  {
    rule: "`replyMail` answers only a mail still in the member's own inbox, and `deleteOutboxMail` deletes only the member's own sent mail (all the ids given, or none)",
    refusal: '`mail_not_found`',
  },
  {
    rule: '`sendMail` and `replyMail` carry an idempotency key (the money rule above): the same key with the same mail answers the mail already kept and sends nothing twice; with another mail it is refused',
    refusal: '`idempotency_conflict`',
  },
]
