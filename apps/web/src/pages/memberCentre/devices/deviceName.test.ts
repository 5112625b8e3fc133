import { expect, test } from 'vitest'
import { deviceName } from './deviceName'

test.each([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    { browser: 'Chrome', system: 'Windows', phone: false },
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', system: 'iOS', phone: true },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 EdgA/130.0',
    { browser: 'Edge', system: 'Android', phone: true },
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
    { browser: 'Firefox', system: 'Linux', phone: false },
  ],
  ['curl/8.0', { browser: null, system: null, phone: false }],
])('%s', (agent, expected) => expect(deviceName(agent)).toEqual(expected))
