/** `${name}` in any string of a step is replaced by the variable's value (e.g. `${sms}` from an `smsCode`). */
export function substitute<T>(value: T, variables: Readonly<Record<string, string>>): T {
  if (typeof value === 'string')
    return value.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
      const found = variables[name]
      if (found === undefined) throw new Error(`no variable ${whole} (set one with an "smsCode" step)`)
      return found
    }) as T
  if (Array.isArray(value)) return value.map((item) => substitute(item, variables)) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substitute(item, variables)]),
    ) as T
  return value
}
