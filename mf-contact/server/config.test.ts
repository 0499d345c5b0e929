/** @jest-environment node */
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults: port 3005 on loopback, SQLite under data/, 5 enquiries a minute', () => {
    expect(loadConfig({}, '/srv/contact/data')).toEqual({
      port: 3005,
      host: 'localhost',
      dataDir: '/srv/contact/data',
      sqliteFile: '/srv/contact/data/enquiries.sqlite',
      databaseUrl: undefined,
      cookieSecret: undefined,
      trustedProxies: [],
      enquiryRateLimit: 5,
      tokenRateLimit: 60,
      rateLimitWindowMs: 60_000,
      bodyLimit: 8192,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      smtp: undefined,
      notificationRetry: { firstDelayMs: 5000, maxDelayMs: 900_000, attempts: 100 },
      minimumFillMs: 2000,
      siteOrigins: ['http://localhost:3000'],
      captcha: undefined,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        ENQUIRY_PORT: '4305',
        ENQUIRY_HOST: '0.0.0.0',
        ENQUIRY_DATA_DIR: '/var/lib/enquiries',
        DATABASE_URL: 'postgres://school@db/enquiries',
        ENQUIRY_COOKIE_SECRET: 's'.repeat(32),
        ENQUIRY_TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16',
        ENQUIRY_RATE_LIMIT: '10',
        ENQUIRY_TOKEN_RATE_LIMIT: '100',
        ENQUIRY_RATE_WINDOW_MS: '30000',
        ENQUIRY_BODY_LIMIT: '4096',
        LOG_LEVEL: 'warn',
        ENQUIRY_SHUTDOWN_TIMEOUT_MS: '5000',
      },
      '/unused',
    );
    expect(config).toMatchObject({
      port: 4305,
      host: '0.0.0.0',
      sqliteFile: '/var/lib/enquiries/enquiries.sqlite',
      databaseUrl: 'postgres://school@db/enquiries',
      cookieSecret: 's'.repeat(32),
      trustedProxies: ['10.0.0.5', '10.1.0.0/16'],
      enquiryRateLimit: 10,
      tokenRateLimit: 100,
      rateLimitWindowMs: 30_000,
      bodyLimit: 4096,
      logLevel: 'warn',
      shutdownTimeoutMs: 5000,
    });
  });

  it('treats empty values as not set, and 0 as "any free port"', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_HOST: ' ', ENQUIRY_PORT: '0' }, '/d');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtp).toBeUndefined();
    expect(config.port).toBe(0);
  });

  it('rejects values that cannot work, naming the variable', () => {
    expect(() => loadConfig({ ENQUIRY_PORT: 'abc' }, '/d')).toThrow(/ENQUIRY_PORT/);
    expect(() => loadConfig({ ENQUIRY_RATE_LIMIT: '0' }, '/d')).toThrow(ConfigError);
    expect(() => loadConfig({ ENQUIRY_RATE_LIMIT: '2.5' }, '/d')).toThrow(/ENQUIRY_RATE_LIMIT/);
    expect(() => loadConfig({ ENQUIRY_COOKIE_SECRET: 'short' }, '/d')).toThrow(/32 characters/);
    expect(() => loadConfig({ ENQUIRY_TRUSTED_PROXIES: 'proxy.internal' }, '/d')).toThrow(
      /ENQUIRY_TRUSTED_PROXIES/,
    );
  });

  it('configures the bot checks', () => {
    expect(loadConfig({ ENQUIRY_MIN_FILL_MS: '0' }, '/d').minimumFillMs).toBe(0);
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SECRET: 's3cret' }, '/d').captcha,
    ).toEqual({
      provider: 'hcaptcha',
      secret: 's3cret',
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
    });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' }, '/d')).toThrow(/CAPTCHA_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's' }, '/d')).toThrow(
      /CAPTCHA_PROVIDER/,
    );
  });

  it('trusts X-Forwarded-For from no proxy unless one is named', () => {
    expect(loadConfig({}, '/d').trustedProxies).toEqual([]);
    expect(loadConfig({ ENQUIRY_TRUSTED_PROXIES: 'none' }, '/d').trustedProxies).toEqual([]);
    expect(loadConfig({ ENQUIRY_TRUSTED_PROXIES: 'loopback' }, '/d').trustedProxies).toEqual([
      'loopback',
    ]);
  });

  describe('SMTP', () => {
    it('is on when SMTP_HOST is set, with STARTTLS on 587 by default', () => {
      expect(
        loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_TO: 'office@example.com' }, '/d').smtp,
      ).toEqual({
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        user: undefined,
        pass: undefined,
        from: 'office@example.com',
        to: 'office@example.com',
        timeoutMs: 20_000,
      });
    });

    it('takes the timeout of each wait on the mail server, and how e-mails are retried', () => {
      const config = loadConfig(
        {
          SMTP_HOST: 'smtp.example.com',
          SMTP_TO: 'office@example.com',
          SMTP_TIMEOUT_MS: '1500',
          ENQUIRY_NOTIFY_RETRY_MS: '200',
          ENQUIRY_NOTIFY_RETRY_MAX_MS: '1000',
          ENQUIRY_NOTIFY_ATTEMPTS: '3',
        },
        '/d',
      );
      expect(config.smtp?.timeoutMs).toBe(1500);
      expect(config.notificationRetry).toEqual({
        firstDelayMs: 200,
        maxDelayMs: 1000,
        attempts: 3,
      });
      expect(() => loadConfig({ ENQUIRY_NOTIFY_ATTEMPTS: '0' }, '/d')).toThrow(
        /ENQUIRY_NOTIFY_ATTEMPTS/,
      );
    });

    it('uses 465 for implicit TLS, and the user as sender when no SMTP_FROM is given', () => {
      expect(
        loadConfig(
          {
            SMTP_HOST: 'smtp.example.com',
            SMTP_SECURE: 'true',
            SMTP_USER: 'website@example.com',
            SMTP_PASS: 'secret',
            SMTP_TO: 'office@example.com',
          },
          '/d',
        ).smtp,
      ).toMatchObject({ port: 465, secure: true, from: 'website@example.com', pass: 'secret' });
    });

    it('needs a recipient', () => {
      expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com' }, '/d')).toThrow(/SMTP_TO/);
    });
  });
});
