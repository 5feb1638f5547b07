import { z } from 'zod'

export type RateLimit = { max: number; windowMs: number }

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const

/** `10/15m` = at most 10 in any 15-minute window; units s, m, h. */
const RateLimitValue = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, { error: 'must look like 10/15m (count/window, window in s, m or h)' })
  .transform((value): RateLimit => {
    const [count = '', window = ''] = value.split('/')
    const unit = window.slice(-1) as keyof typeof UNIT_MS
    return { max: Number(count), windowMs: Number(window.slice(0, -1)) * UNIT_MS[unit] }
  })
  .refine((limit) => limit.max > 0 && limit.windowMs > 0, { error: 'count and window must be above 0' })

/** The environment variables of the limits, with the defaults of issue 4 (`prefault`: parsed like a value). */
export const RateLimitEnv = {
  RATE_LIMIT_LOGIN_EMAIL: RateLimitValue.prefault('10/15m'),
  RATE_LIMIT_LOGIN_EMAIL_SLOWDOWN: RateLimitValue.prefault('10/15m'),
  RATE_LIMIT_LOGIN_IP: RateLimitValue.prefault('50/15m'),
  RATE_LIMIT_LOGIN_ATTEMPTS_IP: RateLimitValue.prefault('20/1m'),
  RATE_LIMIT_REGISTER_IP: RateLimitValue.prefault('30/1h'),
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL: RateLimitValue.prefault('5/1h'),
  RATE_LIMIT_FORGOT_PASSWORD_IP: RateLimitValue.prefault('20/1h'),
  RATE_LIMIT_EMAIL_AVAILABILITY_IP: RateLimitValue.prefault('60/1m'),
  RATE_LIMIT_CONTACT_IP: RateLimitValue.prefault('10/1h'),
  RATE_LIMIT_CA_LOOKUP_IP: RateLimitValue.prefault('120/1m'),
  RATE_LIMIT_API_KEY: RateLimitValue.prefault('600/1m'),
  RATE_LIMIT_SEARCH_EVENTS_IP: RateLimitValue.prefault('120/1m'),
}

type Parsed = { [K in keyof typeof RateLimitEnv]: RateLimit }

export function rateLimitsFrom(env: Parsed) {
  return {
    /**
     * Failed logins (and wrong current passwords) per email from one client address: only that address is
     * refused, so strangers cannot lock the owner out (docs/decisions/015-sign-in-abuse.md).
     */
    loginEmail: env.RATE_LIMIT_LOGIN_EMAIL,
    /** Failed logins per email from every address: past it, failures are answered slowly, never refused. */
    loginEmailSlowdown: env.RATE_LIMIT_LOGIN_EMAIL_SLOWDOWN,
    /** Failed logins per client address. */
    loginIp: env.RATE_LIMIT_LOGIN_IP,
    /** Login attempts per client address, right or wrong: each costs a password hash. */
    loginAttemptsIp: env.RATE_LIMIT_LOGIN_ATTEMPTS_IP,
    registerIp: env.RATE_LIMIT_REGISTER_IP,
    forgotPasswordEmail: env.RATE_LIMIT_FORGOT_PASSWORD_EMAIL,
    forgotPasswordIp: env.RATE_LIMIT_FORGOT_PASSWORD_IP,
    emailAvailabilityIp: env.RATE_LIMIT_EMAIL_AVAILABILITY_IP,
    /** Contact form messages per client address. */
    contactIp: env.RATE_LIMIT_CONTACT_IP,
    /** Public CA lookups per client address: the whole registry must not be scraped through us. */
    caLookupIp: env.RATE_LIMIT_CA_LOOKUP_IP,
    /** Requests per API key (issue 37), whatever the address: one program cannot take the server for itself. */
    apiKey: env.RATE_LIMIT_API_KEY,
    /** Search events (clicks, typing sessions) per client address, counted in each process's memory. */
    searchEventsIp: env.RATE_LIMIT_SEARCH_EVENTS_IP,
  }
}

export type RateLimits = ReturnType<typeof rateLimitsFrom>
export type RateLimitName = keyof RateLimits
