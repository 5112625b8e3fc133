/**
 * A record's own entry for a key a caller chose. A plain look-up (`record[key]`) finds Object.prototype's
 * members for `constructor`, `__proto__` or `toString`; this finds only what the record itself holds.
 */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined
