/**
 * The core's API contract, the one source of method, path, auth and schemas for every route. `@portal/core`'s
 * public entry does not export it yet, so it is read from the core's source here, in one place.
 */
export type { Endpoint } from '../../core/src/api/endpoint'
export { type EndpointName, type Endpoints, endpoints } from '../../core/src/api/endpoints'
export { headerNames } from '../../core/src/api/transport'
export type { EncryptedPayload } from '../../core/src/ports/index'
