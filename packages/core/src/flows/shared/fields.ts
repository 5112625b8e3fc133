/**
 * A form's field the member changed: the new value kept and that field's error forgotten; the other fields'
 * errors stay until the next submit checks them again.
 */
export function withField<TFields extends object, TErrors extends Partial<Record<keyof TFields, unknown>>>(
  context: { fields: TFields; fieldErrors: TErrors },
  field: keyof TFields & string,
  value: string,
): { fields: TFields; fieldErrors: TErrors } {
  const { [field]: _, ...fieldErrors } = context.fieldErrors
  return { fields: { ...context.fields, [field]: value }, fieldErrors: fieldErrors as TErrors }
}
