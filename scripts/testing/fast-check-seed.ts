import fc from 'fast-check'

/**
 * Every fast-check property in CI starts from one fixed seed, so a CI run's outcome depends on the code alone and
 * a red run can be replayed exactly. Elsewhere (a developer's run, `pnpm bench`) each run draws a new seed and
 * keeps looking for counterexamples; a failure prints its seed, and `FC_SEED=<seed>` replays it anywhere. A
 * counterexample found that way becomes a plain test beside the property.
 */
const fixedInCi = 20_261_125
const given = process.env.FC_SEED
const seed = given ? Number(given) : process.env.CI ? fixedInCi : undefined
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed })
