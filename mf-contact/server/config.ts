/**
 * The enquiry server's settings, all from the environment so each deployment sets its own.
 * Only DATABASE_URL and the SMTP_* group are needed in production; the rest have safe defaults.
 */
import { enquiryServer, portOf, shellOrigins } from '@harmoni/shared/apps';
import { defaultEnquiryBodyLimit, minimumFillMs } from '@harmoni/shared/enquiry';
import { join } from 'node:path';
import { proxyList } from './trustedProxy';

type Env = Record<string, string | undefined>;

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
  /** each wait on the mail server (connecting, its greeting, each answer) before a try fails */
  timeoutMs: number;
}

/** How the school's e-mails are retried (notify/outbox.ts). */
export interface NotificationRetry {
  firstDelayMs: number;
  maxDelayMs: number;
  attempts: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** the SQLite file and the cookie-signing secret live here */
  dataDir: string;
  sqliteFile: string;
  /** PostgreSQL instead of SQLite when set */
  databaseUrl?: string;
  /** signs the httpOnly CSRF secret cookie; generated and kept in dataDir when not set */
  cookieSecret?: string;
  /** the proxy hop (the shell's server) whose X-Forwarded-For is believed; none by default */
  trustedProxies: string[];
  /** enquiries one address may send per window */
  enquiryRateLimit: number;
  /** token requests one address may make per window */
  tokenRateLimit: number;
  rateLimitWindowMs: number;
  bodyLimit: number;
  logLevel: string;
  shutdownTimeoutMs: number;
  smtp?: SmtpConfig;
  notificationRetry: NotificationRetry;
  /** an enquiry sent sooner after its form opened is refused; 0 turns the check off */
  minimumFillMs: number;
  /** the site's origins (SHELL_ORIGINS): a form posted without JavaScript comes from one */
  siteOrigins: string[];
  /** a captcha provider's server-side check; the placeholder (none) by default */
  captcha?: CaptchaConfig;
}

export const captchaProviders = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

export interface CaptchaConfig {
  provider: keyof typeof captchaProviders;
  secret: string;
  /** the provider's siteverify URL (tests point it at a fake) */
  verifyUrl: string;
}

export class ConfigError extends Error {}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < 1) {
    throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  }
  return number;
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  return value(env, name) === '0' ? 0 : positiveInteger(env, name, fallback);
}

function captchaConfig(env: Env): CaptchaConfig | undefined {
  const provider = value(env, 'CAPTCHA_PROVIDER');
  if (provider === undefined) return undefined;
  if (provider !== 'turnstile' && provider !== 'hcaptcha') {
    throw new ConfigError(`CAPTCHA_PROVIDER must be turnstile or hcaptcha, got "${provider}"`);
  }
  const secret = value(env, 'CAPTCHA_SECRET');
  if (secret === undefined)
    throw new ConfigError('CAPTCHA_PROVIDER is set but CAPTCHA_SECRET is not');
  return {
    provider,
    secret,
    verifyUrl: value(env, 'CAPTCHA_VERIFY_URL') ?? captchaProviders[provider],
  };
}

function smtpConfig(env: Env): SmtpConfig | undefined {
  const host = value(env, 'SMTP_HOST');
  if (host === undefined) return undefined;
  const to = value(env, 'SMTP_TO');
  if (to === undefined) {
    throw new ConfigError('SMTP_HOST is set but SMTP_TO (who receives enquiries) is not');
  }
  const secure = value(env, 'SMTP_SECURE') === 'true';
  const user = value(env, 'SMTP_USER');
  return {
    host,
    port: positiveInteger(env, 'SMTP_PORT', secure ? 465 : 587),
    secure,
    user,
    pass: value(env, 'SMTP_PASS'),
    from: value(env, 'SMTP_FROM') ?? user ?? to,
    to,
    timeoutMs: positiveInteger(env, 'SMTP_TIMEOUT_MS', 20_000),
  };
}

/**
 * Nobody by default: X-Forwarded-For decides whose rate-limit budget a request uses, so only
 * a proxy the deployment names may set it (the start scripts name this machine's, where the
 * shell's server runs). 'none' says so explicitly.
 */
function trustedProxiesOf(raw: string | undefined): string[] {
  if (raw === undefined || raw === 'none') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    proxyList(entries);
  } catch (error) {
    throw new ConfigError(`ENQUIRY_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  return entries;
}

/** `defaultDataDir` is mf-contact/data, given by the entry point that knows where it is. */
export function loadConfig(env: Env, defaultDataDir: string): ServerConfig {
  // 0 lets the system pick a free port (tests); portOf validates every other value.
  const port = value(env, 'ENQUIRY_PORT') === '0' ? 0 : portOf(enquiryServer, env);
  const dataDir = value(env, 'ENQUIRY_DATA_DIR') ?? defaultDataDir;
  const cookieSecret = value(env, 'ENQUIRY_COOKIE_SECRET');
  if (cookieSecret !== undefined && cookieSecret.length < 32) {
    throw new ConfigError('ENQUIRY_COOKIE_SECRET must be at least 32 characters long');
  }
  return {
    port,
    // Loopback by default: only the shell's server on this machine reaches it.
    host: value(env, 'ENQUIRY_HOST') ?? 'localhost',
    dataDir,
    sqliteFile: join(dataDir, 'enquiries.sqlite'),
    databaseUrl: value(env, 'DATABASE_URL'),
    cookieSecret,
    trustedProxies: trustedProxiesOf(value(env, 'ENQUIRY_TRUSTED_PROXIES')),
    enquiryRateLimit: positiveInteger(env, 'ENQUIRY_RATE_LIMIT', 5),
    tokenRateLimit: positiveInteger(env, 'ENQUIRY_TOKEN_RATE_LIMIT', 60),
    rateLimitWindowMs: positiveInteger(env, 'ENQUIRY_RATE_WINDOW_MS', 60_000),
    bodyLimit: positiveInteger(env, 'ENQUIRY_BODY_LIMIT', defaultEnquiryBodyLimit),
    logLevel: value(env, 'LOG_LEVEL') ?? 'info',
    shutdownTimeoutMs: positiveInteger(env, 'ENQUIRY_SHUTDOWN_TIMEOUT_MS', 10_000),
    smtp: smtpConfig(env),
    notificationRetry: {
      firstDelayMs: positiveInteger(env, 'ENQUIRY_NOTIFY_RETRY_MS', 5_000),
      maxDelayMs: positiveInteger(env, 'ENQUIRY_NOTIFY_RETRY_MAX_MS', 15 * 60_000),
      attempts: positiveInteger(env, 'ENQUIRY_NOTIFY_ATTEMPTS', 100),
    },
    minimumFillMs: nonNegativeInteger(env, 'ENQUIRY_MIN_FILL_MS', minimumFillMs),
    siteOrigins: shellOrigins(env),
    captcha: captchaConfig(env),
  };
}
