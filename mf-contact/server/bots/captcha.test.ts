/** @jest-environment node */
import type { CaptchaConfig } from '../config';
import { captchaCheckFor, placeholderCaptcha, type Fetch } from './captcha';

const config: CaptchaConfig = {
  provider: 'turnstile',
  secret: 'the-secret',
  verifyUrl: 'https://verify.example/siteverify',
};

/** A fake siteverify endpoint that records what it was asked. */
function fakeProvider(answer: unknown, status = 200) {
  const asked: { url: string; body: URLSearchParams }[] = [];
  const fetchImpl: Fetch = (url, init) => {
    asked.push({ url, body: new URLSearchParams(String(init.body)) });
    return Promise.resolve(new Response(JSON.stringify(answer), { status }));
  };
  return { asked, fetchImpl };
}

describe('the captcha check', () => {
  it('is the placeholder without a provider: every enquiry passes', async () => {
    expect(captchaCheckFor(undefined)).toBe(placeholderCaptcha);
    expect(await placeholderCaptcha(undefined, '203.0.113.5')).toBe(true);
  });

  it("asks the provider with the secret, the visitor's response and address", async () => {
    const provider = fakeProvider({ success: true });
    const check = captchaCheckFor(config, provider.fetchImpl);
    expect(await check('token-from-widget', '203.0.113.5')).toBe(true);
    expect(provider.asked).toHaveLength(1);
    expect(provider.asked[0]?.url).toBe(config.verifyUrl);
    expect(Object.fromEntries(provider.asked[0]?.body ?? [])).toEqual({
      secret: 'the-secret',
      response: 'token-from-widget',
      remoteip: '203.0.113.5',
    });
  });

  it.each([
    ['the provider says no', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['the answer is not what siteverify gives', { ok: true }],
    ['success is not exactly true', { success: 'true' }],
  ])('refuses when %s', async (_case, answer) => {
    const check = captchaCheckFor(config, fakeProvider(answer).fetchImpl);
    expect(await check('token', '203.0.113.5')).toBe(false);
  });

  it('refuses a missing response without asking', async () => {
    const provider = fakeProvider({ success: true });
    expect(await captchaCheckFor(config, provider.fetchImpl)(undefined, '203.0.113.5')).toBe(false);
    expect(provider.asked).toHaveLength(0);
  });

  it('throws when the provider cannot answer (the enquiry is then not stored: 500)', async () => {
    const check = captchaCheckFor(config, fakeProvider({}, 503).fetchImpl);
    await expect(check('token', '203.0.113.5')).rejects.toThrow('503');
  });
});
