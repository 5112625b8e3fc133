import { configure } from '@testing-library/react'

// A `findBy…` often waits for a lazy page chunk, which Vitest transforms on first import: a second on a quiet
// machine, several on CI's two cores running the other projects beside it. A ceiling costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 })
