import { describe, expect, it } from 'vitest'
import { bearerTokenMatches } from './metrics-route'
import { readinessFailures, readinessReport, READINESS, type ReadinessInput } from './readiness'

const current: ReadinessInput = {
  database: { ok: true, position: { head: 7, lagSeconds: 0 } },
  indexBuilt: true,
  feedConnected: true,
}
const codes = (input: Partial<ReadinessInput>) =>
  readinessFailures({ ...current, ...input }).map((failure) => failure.code)
const lagging = (lagSeconds: number) => ({
  database: { ok: true as const, position: { head: 7, lagSeconds } },
})

describe('readiness checks', () => {
  it('passes a process that is current', () => {
    expect(readinessReport('postgres', readinessFailures(current))).toEqual({
      ready: true,
      body: {
        status: 'ready',
        database: 'postgres',
        checks: { database: 'pass', index: 'pass', changeFeed: 'pass' },
      },
    })
  })

  it('names every failed check', () => {
    const failures = readinessFailures({
      database: { ok: false, timedOut: true },
      indexBuilt: false,
      feedConnected: false,
    })
    expect(readinessReport('postgres', failures)).toEqual({
      ready: false,
      body: {
        errors: [
          expect.objectContaining({ status: '503', code: 'database_timeout', title: 'Not ready' }),
          expect.objectContaining({ code: 'index_not_built' }),
          expect.objectContaining({ code: 'change_feed_disconnected' }),
        ],
        meta: { checks: { database: 'fail', index: 'fail', changeFeed: 'fail' } },
      },
    })
  })

  it('tells a database that failed from one that did not answer in time', () => {
    expect(codes({ database: { ok: false, timedOut: false } })).toEqual(['database_unreachable'])
    expect(codes({ database: { ok: false, timedOut: true } })).toEqual(['database_timeout'])
  })

  it('takes a process out when its feed is disconnected, however current it was', () => {
    expect(codes({ feedConnected: false })).toEqual(['change_feed_disconnected'])
  })

  it('leaves a process in up to the lag limit, and takes it out past it', () => {
    expect(codes(lagging(READINESS.maxLagSeconds))).toEqual([])
    expect(codes(lagging(READINESS.maxLagSeconds + 1))).toEqual(['change_feed_behind'])
  })
})

describe('the metrics token', () => {
  const token = 'a-token-of-some-length'
  it('matches only `Bearer <token>`', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true)
    expect(bearerTokenMatches(`bearer  ${token}`, token)).toBe(true)
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token} extra`,
    ])
      expect(bearerTokenMatches(header, token)).toBe(false)
  })
})
