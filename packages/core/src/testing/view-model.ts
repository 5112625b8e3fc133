/**
 * A view-model's data alone, for tests that compare it whole: the intents (its functions) are left out, as they
 * are tested by the events they send.
 */
export function withoutIntents<TView extends object>(view: TView): Partial<TView> {
  return Object.fromEntries(
    Object.entries(view).filter(([, value]) => typeof value !== 'function'),
  ) as Partial<TView>
}
