import type { SignInLimits } from './sign-in-limiter.ts';

/**
 * Requests (not only failures) per `windowSeconds` from one IP address and, when set, for one
 * e-mail address. Password sign-in has no per-address request limit: anyone could use it to
 * lock the owner out. Its wrong passwords are limited by `signInLimits` instead.
 */
export interface RateLimit {
  perIp: number;
  perEmail?: number;
  windowSeconds: number;
}

export type RateLimitedAction = 'token' | 'signup' | 'recover' | 'otp' | 'verify' | 'user';

/** Everything the embedded auth can be tuned with (auth-contract §9 for the defaults). */
export interface AuthSettings {
  /** `iss` of access tokens; the api's verifier expects the same value. */
  issuer: string;
  audience: string;
  jwtLifetimeSeconds: number;
  /** Sign-ups are confirmed at once (local default) instead of by an e-mailed link. */
  autoConfirm: boolean;
  /**
   * Addresses with admin rights (ADMIN_EMAILS). Never auto-confirmed: whoever signs up with one
   * must follow the mailed link first, so typing the address is not enough to become admin.
   */
  adminEmails: ReadonlySet<string>;
  /** Where e-mail links lead when the request names no (or no allowed) redirect target. */
  siteUrl: string;
  /** Further allowed redirect targets: origins or URL prefixes. */
  redirectUrls: string[];
  /** Origin that e-mail links point at; taken from the request when unset. */
  publicUrl?: string;
  /** A used refresh token may be exchanged again this long (concurrent tabs, lost answers). */
  refreshReuseIntervalSeconds: number;
  /** At most one mail per address and kind in this time. */
  mailFrequencySeconds: number;
  /** Lifetime of e-mailed links and codes. */
  linkLifetimeSeconds: number;
  /** Lifetime of a PKCE flow state (auth code). */
  flowStateLifetimeSeconds: number;
  passwordMinLength: number;
  /** Character sets of which a password must contain one each, e.g. ['0123456789']. */
  passwordRequiredCharacters: string[];
  rateLimits: Record<RateLimitedAction, RateLimit>;
  signInLimits: SignInLimits;
}

const fiveMinutes = 300;

export const defaultAuthSettings: Omit<AuthSettings, 'issuer' | 'siteUrl'> = {
  audience: 'authenticated',
  jwtLifetimeSeconds: 3600,
  autoConfirm: true,
  adminEmails: new Set(),
  redirectUrls: [],
  refreshReuseIntervalSeconds: 10,
  mailFrequencySeconds: 60,
  linkLifetimeSeconds: 3600,
  flowStateLifetimeSeconds: 300,
  passwordMinLength: 6,
  passwordRequiredCharacters: [],
  // GoTrue's per-IP defaults; the per-e-mail limits keep one address from being flooded.
  rateLimits: {
    token: { perIp: 150, windowSeconds: fiveMinutes },
    signup: { perIp: 30, perEmail: 10, windowSeconds: fiveMinutes },
    recover: { perIp: 30, perEmail: 10, windowSeconds: fiveMinutes },
    otp: { perIp: 30, perEmail: 10, windowSeconds: fiveMinutes },
    verify: { perIp: 30, perEmail: 10, windowSeconds: fiveMinutes },
    user: { perIp: 30, perEmail: 30, windowSeconds: fiveMinutes },
  },
  // 5 wrong passwords, then pauses of 30 s, 1 min, 2 min … up to an hour for that address from
  // that IP; 100 wrong passwords an hour per IP; past 50 an hour for one address, each IP gets
  // one try at it.
  signInLimits: {
    pairFailures: 5,
    pairBlockSeconds: 30,
    pairMaxBlockSeconds: 3600,
    windowSeconds: 3600,
    perIpFailures: 100,
    perEmailFailures: 50,
  },
};

/** The defaults, with what the configuration or a test sets. */
export function createAuthSettings(
  settings: Partial<AuthSettings> & Pick<AuthSettings, 'issuer' | 'siteUrl'>,
): AuthSettings {
  return {
    ...defaultAuthSettings,
    ...settings,
    rateLimits: { ...defaultAuthSettings.rateLimits, ...settings.rateLimits },
    signInLimits: { ...defaultAuthSettings.signInLimits, ...settings.signInLimits },
  };
}
