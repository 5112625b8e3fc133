import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Encryptor } from '../ports'
import { type ApiClientOptions, createApiClient, type RequestContext } from './client'
import { endpoints } from './endpoints'
import { ApiError } from './errors'
import { createHttpTransport, type HttpTransportOptions } from './http-transport'
import { headerNames } from './transport'

type Handler = (request: Request) => Response | Promise<Response>

const member = { id: 7, account: 'alice', nickname: null, type: 1 }
const ok = (value: unknown, init?: ResponseInit) => Response.json({ success: true, value }, init)

function recording(handler: Handler) {
  const requests: Request[] = []
  const fetch = async (request: Request) => {
    requests.push(request.clone())
    return handler(request)
  }
  return { requests, fetch }
}

function clientWith(
  fetch: HttpTransportOptions['fetch'],
  {
    context = {},
    transport = {},
    ...rest
  }: {
    context?: Partial<RequestContext>
    transport?: Partial<HttpTransportOptions>
  } & Omit<Partial<ApiClientOptions>, 'context' | 'transport'> = {},
) {
  return createApiClient({
    transport: createHttpTransport({
      baseUrl: 'http://portal.test',
      fetch,
      retry: { limit: 2, delayMs: () => 1 },
      ...transport,
    }),
    context: () => ({ token: 'tok-1', language: 'EN', merchant: 'M01', ...context }),
    ...rest,
  })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function listen(onRequest: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(onRequest)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('requests', () => {
  it('sends the context headers, and the token only when there is one', async () => {
    const { requests, fetch } = recording(() => ok('data:image/png;base64,AAAA'))
    await clientWith(fetch).call(endpoints.captcha, undefined)
    await clientWith(fetch, { context: { token: null, language: 'TW', merchant: 'M02' } }).call(
      endpoints.captcha,
      undefined,
    )

    const [withToken, withoutToken] = requests
    expect(withToken?.headers.get(headerNames.token)).toBe('tok-1')
    expect(withToken?.headers.get(headerNames.language)).toBe('EN')
    expect(withToken?.headers.get(headerNames.merchant)).toBe('M01')
    expect(withToken?.headers.get(headerNames.device)).toBe('WEB')
    expect(withToken?.headers.get(headerNames.gatewayVersion)).toBe('3')
    expect(withToken?.headers.get('accept')).toBe('application/json')
    expect(withoutToken?.headers.has(headerNames.token)).toBe(false)
    expect(withoutToken?.headers.get(headerNames.language)).toBe('TW')
    expect(withoutToken?.headers.get(headerNames.merchant)).toBe('M02')
  })

  it('puts GET fields in the query, under the base URL path', async () => {
    const { requests, fetch } = recording(() => ok({}))
    await clientWith(fetch, { transport: { baseUrl: 'http://portal.test/api/' } }).call(
      endpoints.affiliateCheck,
      {
        code: 'AB 12',
        domain: 'portal.test',
      },
    )
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/api/wps/agent/affiliate')
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'AB 12', domain: 'portal.test' })
    expect(requests[0]?.method).toBe('GET')
  })

  it('sends other methods as JSON', async () => {
    const { requests, fetch } = recording(() => ok({ expiredMinutes: 2 }))
    const value = await clientWith(fetch).call(endpoints.smsCodeNoLogin, {
      mobileNum: '0912',
      countryDialingCode: '886',
    })
    expect(value).toEqual({ expiredMinutes: 2 })
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]?.json()).toEqual({ mobileNum: '0912', countryDialingCode: '886' })
  })

  it('sends the forgot-password-by-e-mail call form-encoded', async () => {
    const { requests, fetch } = recording(() => ok(null))
    await clientWith(fetch).call(endpoints.forgotPasswordEmail, { username: 'alice', email: 'a+b@x.test' })
    expect(requests[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(await requests[0]?.text()).toBe('username=alice&email=a%2Bb%40x.test')
  })

  it('sends encrypted calls as the encryptor payload, marked by the encryption header', async () => {
    const { requests, fetch } = recording(() =>
      ok({ token: 't', firstTimeLogin: false, passwordExpired: false }),
    )
    const encryptor: Encryptor = {
      encrypt: async (text) => ({ key: 'k', iv: 'i', data: btoa(text) }),
      encryptText: async (text) => btoa(text),
    }
    await clientWith(fetch, { encryptor }).call(endpoints.login, {
      username: 'u',
      password: 'p',
      type: 'username',
    })
    expect(requests[0]?.headers.get(headerNames.encryption)).toBe('rsa-aes-gcm')
    const body = await requests[0]?.json()
    expect(body).toEqual({
      key: 'k',
      iv: 'i',
      data: btoa(JSON.stringify({ username: 'u', password: 'p', type: 'username' })),
    })
  })

  it('sends the fixed gateway version of the free-play login', async () => {
    const { requests, fetch } = recording(() => ok({ token: 'demo' }))
    await clientWith(fetch).call(endpoints.freePlayLogin, { os: 'linux', platform: 'W', Encryption: 'x' })
    expect(requests[0]?.headers.get(headerNames.gatewayVersion)).toBe('3')
  })

  it('sends DELETE with its token', async () => {
    const { requests, fetch } = recording(() => ok(null))
    await clientWith(fetch).call(endpoints.logout, undefined)
    expect(requests[0]?.method).toBe('DELETE')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/wps/session/logout')
  })
})

describe('envelope', () => {
  it('returns the validated value', async () => {
    const { fetch } = recording(() => ok({ ...member, type: '41', extra: 'dropped' }))
    expect(await clientWith(fetch).call(endpoints.memberInfo, undefined)).toEqual({ ...member, type: 41 })
  })

  it('turns success:false into a business failure with code, message and value', async () => {
    const onUnauthorized = vi.fn()
    const { fetch } = recording(() =>
      Response.json({ success: false, message: 'Too many', code: 'sms.throttled', value: { retryIn: 5 } }),
    )
    const error = await failure(
      clientWith(fetch, { onUnauthorized }).call(endpoints.smsCodeNoLogin, {
        mobileNum: '1',
        countryDialingCode: '1',
      }),
    )
    expect(error.toFailure()).toMatchObject({
      kind: 'business',
      endpoint: 'smsCodeNoLogin',
      code: 'sms.throttled',
      serverMessage: 'Too many',
      value: { retryIn: 5 },
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('turns code "unauthorized" into an unauthorized failure and tells the session', async () => {
    const onUnauthorized = vi.fn()
    const { fetch } = recording(() =>
      Response.json({ success: false, code: 'unauthorized', message: 'expired' }),
    )
    const error = await failure(clientWith(fetch, { onUnauthorized }).call(endpoints.memberInfo, undefined))
    expect(error.kind).toBe('unauthorized')
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('memberInfo', 'tok-1', 'unauthorized')
  })

  it('tells the session the token the call was made with, and the reason a 401 gives', async () => {
    const onUnauthorized = vi.fn()
    const { requests, fetch } = recording(() =>
      Response.json({ success: false, code: 'session_idle', message: 'expired' }, { status: 401 }),
    )
    await failure(
      clientWith(fetch, { onUnauthorized }).call(endpoints.memberInfo, undefined, { token: 'link' }),
    )
    expect(requests[0]?.headers.get(headerNames.token)).toBe('link')
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('memberInfo', 'link', 'session_idle')
  })

  it('tells the session a token limited to a forced password change, with the reason', async () => {
    const onPasswordChangeRequired = vi.fn()
    const { fetch } = recording(() =>
      Response.json({
        success: false,
        code: 'password_change_required',
        message: '',
        value: { reason: 'expired' },
      }),
    )
    const error = await failure(
      clientWith(fetch, { onPasswordChangeRequired }).call(endpoints.walletBalance, undefined),
    )
    expect(error.toFailure()).toMatchObject({ kind: 'business', code: 'password_change_required' })
    expect(onPasswordChangeRequired).toHaveBeenCalledExactlyOnceWith('expired', 'tok-1')
  })

  it('refuses a T call without a token before any request', async () => {
    const onUnauthorized = vi.fn()
    const { requests, fetch } = recording(() => ok(member))
    const error = await failure(
      clientWith(fetch, { context: { token: null }, onUnauthorized }).call(endpoints.memberInfo, undefined),
    )
    expect(error.kind).toBe('unauthorized')
    expect(requests).toHaveLength(0)
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('memberInfo', null, undefined)
  })

  it.each([
    ['a body that is not JSON', () => new Response('<html>502</html>', { status: 200 })],
    ['an empty body', () => new Response(null, { status: 200 })],
    ['JSON that is no envelope', () => Response.json([1, 2, 3])],
    ['a value of the wrong shape', () => ok({ ...member, account: 42 })],
    ['a success envelope without value', () => Response.json({ success: true })],
  ])('reports %s as invalid-response', async (_, respond) => {
    const error = await failure(clientWith(async () => respond()).call(endpoints.memberInfo, undefined))
    expect(error.kind).toBe('invalid-response')
  })
})

describe('HTTP failures', () => {
  it('keeps the status, and the envelope reason of an error body', async () => {
    const { requests, fetch } = recording(() =>
      Response.json({ success: false, code: 'gateway.down', message: 'Upstream down' }, { status: 503 }),
    )
    const error = await failure(clientWith(fetch).call(endpoints.memberInfo, undefined))
    expect(error.toFailure()).toMatchObject({
      kind: 'http',
      status: 503,
      code: 'gateway.down',
      serverMessage: 'Upstream down',
    })
    expect(requests).toHaveLength(3)
  })

  it('reads an envelope even when the error body is not labelled JSON', async () => {
    const { fetch } = recording(
      () =>
        new Response('{"success":false,"code":"no.such.game"}', {
          status: 404,
          headers: { 'content-type': 'text/plain' },
        }),
    )
    const error = await failure(clientWith(fetch).call(endpoints.memberInfo, undefined))
    expect(error.toFailure()).toMatchObject({ kind: 'http', status: 404, code: 'no.such.game' })
  })

  it('keeps the status of a plain error page', async () => {
    const { requests, fetch } = recording(() => new Response('Bad request', { status: 400 }))
    const error = await failure(clientWith(fetch).call(endpoints.memberInfo, undefined))
    expect(error.toFailure()).toMatchObject({ kind: 'http', status: 400 })
    expect(error.code).toBeUndefined()
    expect(requests).toHaveLength(1)
  })

  it('reports 401 as unauthorized and tells the session', async () => {
    const onUnauthorized = vi.fn()
    const { fetch } = recording(() => new Response('', { status: 401 }))
    const error = await failure(
      clientWith(fetch, { onUnauthorized }).call(endpoints.walletBalance, undefined),
    )
    expect(error.toFailure()).toMatchObject({ kind: 'unauthorized', status: 401, endpoint: 'walletBalance' })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('walletBalance', 'tok-1', undefined)
  })
})

describe('retries', () => {
  it('retries a GET after a network error and succeeds', async () => {
    let attempts = 0
    const fetch = async () => {
      attempts += 1
      if (attempts < 3) throw new TypeError('fetch failed')
      return ok(member)
    }
    expect(await clientWith(fetch).call(endpoints.memberInfo, undefined)).toMatchObject({ account: 'alice' })
    expect(attempts).toBe(3)
  })

  it('gives up on a GET after the retry limit', async () => {
    let attempts = 0
    const fetch = async () => {
      attempts += 1
      throw new TypeError('fetch failed')
    }
    const error = await failure(clientWith(fetch).call(endpoints.memberInfo, undefined))
    expect(error.kind).toBe('network')
    expect(attempts).toBe(3)
  })

  it('retries an idempotent read after a 500 and succeeds', async () => {
    let attempts = 0
    const fetch = async () => {
      attempts += 1
      return attempts < 2 ? new Response('', { status: 500 }) : ok(member)
    }
    expect(await clientWith(fetch).call(endpoints.memberInfo, undefined)).toMatchObject({ account: 'alice' })
    expect(attempts).toBe(2)
  })

  it.each([
    ['POST', 'smsCodeNoLogin', { mobileNum: '1', countryDialingCode: '1' }],
    ['PUT', 'feedback', { questionType: 'q', content: 'c' }],
    ['DELETE', 'logout', undefined],
    ['GET with effects', 'launchGame', { vassalage: 'PG', gameCode: 'x' }],
    ['GET with effects', 'captcha', undefined],
  ] as const)('never retries %s (%s)', async (_, name, input) => {
    let attempts = 0
    const failing = async () => {
      attempts += 1
      throw new TypeError('fetch failed')
    }
    const erroring = async () => {
      attempts += 1
      return new Response('', { status: 503 })
    }
    expect((await failure(clientWith(failing).call(endpoints[name], input as never))).kind).toBe('network')
    expect((await failure(clientWith(erroring).call(endpoints[name], input as never))).kind).toBe('http')
    expect(attempts).toBe(2)
  })

  it('does not retry when retries are switched off', async () => {
    let attempts = 0
    const fetch = async () => {
      attempts += 1
      return new Response('', { status: 500 })
    }
    await failure(
      clientWith(fetch, { transport: { retry: { limit: 0 } } }).call(endpoints.memberInfo, undefined),
    )
    expect(attempts).toBe(1)
  })
})

type ServerHandler = NonNullable<Parameters<typeof createServer>[1]>

/** Ways a real gateway fails to answer. */
const serverFaults: [fault: string, handler: ServerHandler][] = [
  [
    'a 500',
    (_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end('{"success":false,"code":"gateway.error"}')
    },
  ],
  ['a connection dropped before the answer', (request) => request.socket.destroy()],
  [
    'a connection dropped mid-body',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' })
      response.write('{"success":true,"value":')
      setTimeout(() => response.socket?.destroy(), 20)
    },
  ],
  ['no answer within the time-out', () => undefined],
]

describe('calls with effects after a fault', () => {
  const withEffects: [name: keyof typeof endpoints, input: unknown][] = [
    ['launchGame', { vassalage: 'PG', gameCode: 'x' }],
    ['gameLaunchFb', { vassalage: 'PG' }],
    ['captcha', undefined],
    ['login', { username: 'u', password: 'p', type: 'username' }],
    ['changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }],
    ['feedback', { questionType: 'q', content: 'c' }],
    ['removeFavoriteGame', { gameId: 1 }],
  ]
  const encryptor: Encryptor = {
    encrypt: async (text) => ({ key: 'k', iv: 'i', data: btoa(text) }),
    encryptText: async (text) => btoa(text),
  }

  it.each(
    serverFaults.flatMap(([fault, handler]) =>
      withEffects.map(([name, input]) => ({ fault, handler, name, input })),
    ),
  )('after $fault, $name sends exactly one request', async ({ handler, name, input }) => {
    let received = 0
    const base = await listen((request, response) => {
      received += 1
      handler(request, response)
    })
    const client = clientWith(undefined, { encryptor, transport: { baseUrl: base, timeoutMs: 300 } })
    const error = await failure(client.call(endpoints[name], input as never))
    expect(['http', 'network', 'timeout']).toContain(error.kind)
    // A repeat would follow within the retry delay (1 ms here): wait well past it before counting.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(received).toBe(1)
  })

  it('repeats an idempotent read after the same faults', async () => {
    let received = 0
    const base = await listen((request) => {
      received += 1
      request.socket.destroy()
    })
    const client = clientWith(undefined, { transport: { baseUrl: base } })
    expect((await failure(client.call(endpoints.memberInfo, undefined))).kind).toBe('network')
    expect(received).toBe(3)
  })
})

describe('network failures', () => {
  it('reports a refused connection as network', async () => {
    const base = await listen(() => undefined)
    servers.pop()?.close()
    const client = clientWith(undefined, { transport: { baseUrl: base, retry: { limit: 0 } } })
    expect((await failure(client.call(endpoints.captcha, undefined))).kind).toBe('network')
  })

  it('reports a connection dropped before the response as network', async () => {
    const base = await listen((request) => request.socket.destroy())
    const client = clientWith(undefined, { transport: { baseUrl: base, retry: { limit: 0 } } })
    expect((await failure(client.call(endpoints.captcha, undefined))).kind).toBe('network')
  })

  it('reports a connection dropped in the middle of the body as network', async () => {
    const base = await listen((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' })
      response.write('{"success":true,"value":"')
      setTimeout(() => response.socket?.destroy(), 20)
    })
    const client = clientWith(undefined, { transport: { baseUrl: base } })
    expect((await failure(client.call(endpoints.captcha, undefined))).kind).toBe('network')
  })

  it('reports a body stream that errors as network', async () => {
    const fetch = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"success":'))
            controller.error(new Error('stream broke'))
          },
        }),
      )
    expect((await failure(clientWith(fetch).call(endpoints.captcha, undefined))).kind).toBe('network')
  })

  it.each([
    ['an Error', new Error('boom')],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('reports a custom fetch throwing %s as network', async (_, thrown) => {
    const error = await failure(
      clientWith(() => Promise.reject(thrown), { transport: { retry: { limit: 0 } } }).call(
        endpoints.captcha,
        undefined,
      ),
    )
    expect(error.kind).toBe('network')
  })

  it('reports a custom fetch that throws synchronously as network', async () => {
    const fetch = () => {
      throw new Error('not even a promise')
    }
    expect((await failure(clientWith(fetch).call(endpoints.captcha, undefined))).kind).toBe('network')
  })
})

describe('timeouts', () => {
  it('times out a server that never answers', async () => {
    const base = await listen(() => undefined)
    const client = clientWith(undefined, { transport: { baseUrl: base, timeoutMs: 150 } })
    const started = Date.now()
    expect((await failure(client.call(endpoints.captcha, undefined))).kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('times out a body that stops arriving', async () => {
    const base = await listen((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"success":true,')
    })
    const client = clientWith(undefined, { transport: { baseUrl: base, timeoutMs: 150 } })
    expect((await failure(client.call(endpoints.captcha, undefined))).kind).toBe('timeout')
  })

  it("lets a request's own timeout override the default", async () => {
    const base = await listen(() => undefined)
    const transport = createHttpTransport({ baseUrl: base, timeoutMs: 60_000 })
    const started = Date.now()
    const error = await failure(
      transport({ endpoint: 'slow', method: 'GET', path: '/slow', headers: {}, timeoutMs: 100 }),
    )
    expect(error.toFailure()).toMatchObject({ kind: 'timeout', endpoint: 'slow' })
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('aborts', () => {
  const waitForAbort: Handler = (request) =>
    new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))

  it('aborts a request in flight', async () => {
    const controller = new AbortController()
    const call = clientWith(async (request) => waitForAbort(request)).call(endpoints.captcha, undefined, {
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 20)
    expect((await failure(call)).kind).toBe('aborted')
  })

  it('aborts a real request in flight', async () => {
    const base = await listen(() => undefined)
    const controller = new AbortController()
    const call = clientWith(undefined, { transport: { baseUrl: base } }).call(endpoints.captcha, undefined, {
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(new Error('left the state')), 50)
    expect((await failure(call)).kind).toBe('aborted')
  })

  it('aborts while waiting to retry', async () => {
    const controller = new AbortController()
    let attempts = 0
    const fetch = async () => {
      attempts += 1
      setTimeout(() => controller.abort(), 10)
      throw new TypeError('fetch failed')
    }
    const call = clientWith(fetch, { transport: { retry: { limit: 2, delayMs: () => 10_000 } } }).call(
      endpoints.memberInfo,
      undefined,
      { signal: controller.signal },
    )
    expect((await failure(call)).kind).toBe('aborted')
    expect(attempts).toBe(1)
  })

  it('does not send a request whose signal already fired', async () => {
    const { requests, fetch } = recording(() => ok('x'))
    const error = await failure(
      clientWith(fetch).call(endpoints.captcha, undefined, { signal: AbortSignal.abort() }),
    )
    expect(error.kind).toBe('aborted')
    expect(requests).toHaveLength(0)
  })

  it('aborts while the payload is being encrypted', async () => {
    const controller = new AbortController()
    const encryptor: Encryptor = {
      encrypt: (_, signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      encryptText: async (text) => text,
    }
    const call = clientWith(async () => ok(null), { encryptor }).call(
      endpoints.changePassword,
      { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
      { signal: controller.signal },
    )
    controller.abort()
    expect((await failure(call)).kind).toBe('aborted')
  })
})

describe('early responses (the boot call started by the page)', () => {
  const status = { maintain: false }
  const early = (responses: Record<string, Promise<Response>>) => (key: string) => {
    const response = responses[key]
    delete responses[key]
    return response
  }

  it('answers an idempotent read from its early response once, without asking again', async () => {
    const { requests, fetch } = recording(() => ok({ second: true }))
    const transport = createHttpTransport({
      baseUrl: 'http://portal.test',
      fetch,
      early: early({ '/wps/system/status': Promise.resolve(ok(status)) }),
    })
    const request = {
      endpoint: 'systemStatus',
      method: 'GET',
      path: '/wps/system/status',
      headers: {},
      idempotent: true,
    } as const
    expect(await transport(request)).toEqual({ success: true, value: status })
    expect(requests).toHaveLength(0)
    expect(await transport(request)).toEqual({ success: true, value: { second: true } })
    expect(requests).toHaveLength(1)
  })

  it('fails as the call itself would when the early body is not JSON', async () => {
    const { requests, fetch } = recording(() => ok(status))
    const transport = createHttpTransport({
      baseUrl: 'http://portal.test',
      fetch,
      early: early({ '/wps/system/status': Promise.resolve(new Response('<html>', { status: 200 })) }),
    })
    const call = transport({
      endpoint: 'systemStatus',
      method: 'GET',
      path: '/wps/system/status',
      headers: {},
      idempotent: true,
    })
    expect((await failure(call)).kind).toBe('invalid-response')
    expect(requests).toHaveLength(0)
  })

  it('asks again when the early response failed or was not 2xx', async () => {
    for (const answer of [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('busy', { status: 503 })),
    ]) {
      answer.catch(() => undefined)
      const { requests, fetch } = recording(() => ok(status))
      const transport = createHttpTransport({
        baseUrl: 'http://portal.test',
        fetch,
        early: early({ '/wps/system/status': answer }),
      })
      const value = await transport({
        endpoint: 'systemStatus',
        method: 'GET',
        path: '/wps/system/status',
        headers: {},
        idempotent: true,
      })
      expect(value).toEqual({ success: true, value: status })
      expect(requests).toHaveLength(1)
    }
  })

  it('hands the lookup the call’s headers, so an answer asked with another token can be refused', async () => {
    const lookup = vi.fn(() => undefined)
    const { requests, fetch } = recording(() => ok(status))
    const transport = createHttpTransport({ baseUrl: 'http://portal.test', fetch, early: lookup })
    await transport({
      endpoint: 'memberInfo',
      method: 'GET',
      path: '/wps/member/info',
      query: { full: '1' },
      headers: { 'X-Session-Token': 'tok-1' },
      idempotent: true,
    })
    expect(lookup).toHaveBeenCalledWith('/wps/member/info?full=1', { 'X-Session-Token': 'tok-1' })
    expect(requests).toHaveLength(1)
  })

  it('never takes an early response for a call with effects', async () => {
    const taken = vi.fn(() => Promise.resolve(ok('early')))
    const { requests, fetch } = recording(() => ok('sent'))
    const transport = createHttpTransport({ baseUrl: 'http://portal.test', fetch, early: taken })
    const value = await transport({
      endpoint: 'logout',
      method: 'DELETE',
      path: '/wps/session/logout',
      headers: {},
    })
    expect(value).toEqual({ success: true, value: 'sent' })
    expect(taken).not.toHaveBeenCalled()
    expect(requests).toHaveLength(1)
  })

  it('keeps the call’s time budget and abort signal while the early response is out', async () => {
    const never = new Promise<Response>(() => undefined)
    const request = {
      endpoint: 'systemStatus',
      method: 'GET',
      path: '/wps/system/status',
      headers: {},
      idempotent: true,
    } as const
    const slow = createHttpTransport({ baseUrl: 'http://portal.test', timeoutMs: 20, early: () => never })
    expect((await failure(slow(request))).kind).toBe('timeout')

    const controller = new AbortController()
    const waiting = createHttpTransport({ baseUrl: 'http://portal.test', early: () => never })
    const call = failure(waiting({ ...request, signal: controller.signal }))
    controller.abort()
    expect((await call).kind).toBe('aborted')
  })
})
