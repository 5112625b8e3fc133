/** A step that did not do what the script expects: the run stops there and exits non-zero. */
export class StepError extends Error {}
