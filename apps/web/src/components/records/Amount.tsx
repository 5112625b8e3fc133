import type { Money } from '@portal/core'
import records from './Records.module.css'
import { toneOf, useRecordFormat } from './recordsFormat'

/** An amount; `signed` colours it by direction (the minus sign says it too). */
export function Amount({ value, signed = false }: { value: Money; signed?: boolean }) {
  const { money } = useRecordFormat()
  const tone = signed ? toneOf(value) : undefined
  return (
    <bdi className={tone ? records[tone] : undefined} dir="ltr">
      {money(value)}
    </bdi>
  )
}
