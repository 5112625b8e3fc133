/**
 * How many cases each fast-check property tries, in one place (issue #12): every property reads its count
 * here, and `pnpm bench` reports them (scripts/property-runs.ts), so a count is never lowered quietly in one
 * file. The machine properties drive pure machines with scripted actors and a SimulatedClock, so 1,000
 * sequences take seconds on 2 cores.
 */
export const runs = {
  /** Random sequences of events and actor outcomes, per machine property. */
  machineSequences: 1_000,
  /** Hostile response bodies through the HTTP transport and every row's schemas. */
  hostileBodies: 10_000,
  /** Random inputs to a pure rule (a validator, a formatter). */
  rules: 1_000,
  /**
   * Random uses of a flow wired to the real session, stores and connect function (several actors per run, 20 ms
   * each): on top of the flow's own 1,000 machine sequences, so a few hundred keep the suite in minutes.
   */
  wiredFlows: 200,
  /** Hostile requests (prototype-named keys and values) to every row of the simulator, in process. */
  hostileRequests: 1_000,
  /** Random batches of money calls sent together to a simulator over HTTP (each run seeds a world: ~0.8 s). */
  platformSequences: 25,
} as const
