import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { freePort } from '../../../scripts/free-port'
import { loadBrands } from '../serving/brandsConfig'
import type { BrandFile } from '../src/brand/brandFile'

/** Debian's nginx, which CI installs (.ci/run). */
export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

const web = join(import.meta.dirname, '..')
const dist = join(web, 'dist')
const serving = join(web, 'serving', 'nginx')

/** The shipped brand files (apps/web/brands). */
export const shippedBrands = (): BrandFile[] =>
  loadBrands(join(web, 'brands')).flatMap((entry) => (entry.ok ? [entry.brand] : []))

export interface Nginx {
  origin: string
  port: number
  /** Its access log so far. */
  accessLog(): string
  stop(): void
}

/**
 * The shipped site, with only its `listen`, `root` and log path changed, inside a throw-away nginx prefix: the
 * shipped headers file, and the brand include (the shipped one unless given) and gateway locations (none unless
 * given) an operator writes beside it.
 */
export async function startNginx({
  brands = readFileSync(join(serving, 'portal-brands.conf'), 'utf8'),
  gateway,
  port: given,
}: {
  brands?: string
  gateway?: string
  /** Its port, when something must know it before it starts (a platform's allowed origins). */
  port?: number
} = {}): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'))
  const port = given ?? (await freePort())
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, temp))
  const site = readFileSync(join(serving, 'portal.conf'), 'utf8')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${dist};`)
    .replace(/^(\s*)access_log\s+\S+/m, `$1access_log ${join(prefix, 'portal.access.log')}`)
  writeFileSync(join(prefix, 'portal.conf'), site)
  writeFileSync(join(prefix, 'security-headers.conf'), readFileSync(join(serving, 'security-headers.conf')))
  writeFileSync(join(prefix, 'portal-brands.conf'), brands)
  if (gateway) writeFileSync(join(prefix, 'portal-gateway.conf'), gateway)
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // The workers read the build where it lies: as the user running the test (root in CI).
      `user ${userInfo().username};`,
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'access.log')};`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(prefix, temp)};`,
      ),
      '  include portal.conf;',
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]
  execFileSync(nginxBinary, [...args, '-t'], { stdio: 'pipe' })
  const nginx: ChildProcess = spawn(nginxBinary, args, { stdio: 'ignore' })
  const origin = `http://127.0.0.1:${port}`
  await expect
    .poll(async () => (await fetch(origin).catch(() => null))?.status ?? 0, { timeout: 10_000 })
    .toBe(200)
  return {
    origin,
    port,
    accessLog: () => readFileSync(join(prefix, 'portal.access.log'), 'utf8'),
    stop() {
      nginx.kill('SIGQUIT')
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
