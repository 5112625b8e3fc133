export interface CountryCode {
  countryCode: string
  countryDialingCode: string
}

const table: Record<string, string> = {
  VN: '84',
  TH: '66',
  PH: '63',
  ID: '62',
  MY: '60',
  IN: '91',
  BD: '880',
  PK: '92',
  CN: '86',
  KR: '82',
  JP: '81',
  BR: '55',
  TR: '90',
  AE: '971',
  GB: '44',
  US: '1',
}

export const countryCodes: readonly CountryCode[] = Object.entries(table).map(
  ([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }),
)
