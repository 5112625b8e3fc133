/** One page of a list: `pageNum` from 1, `pageSize` default 10, as query text or numbers. */
export function page<T>(items: readonly T[], input: Record<string, unknown> | undefined) {
  const pageSize = Math.max(1, Number(input?.pageSize) || 10)
  const pageNum = Math.max(1, Number(input?.pageNum) || 1)
  return {
    content: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
  }
}
