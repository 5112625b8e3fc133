/** A fund password: six digits, chosen by the member (at registration or in the security centre). */
export const fundPasswordFormat = /^\d{6}$/
