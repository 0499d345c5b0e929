/**
 * The spec's captcha as a pluggable server-side check. Without a provider it is the
 * placeholder: every enquiry passes, as the form's placeholder response does. With
 * CAPTCHA_PROVIDER and CAPTCHA_SECRET it asks the provider's siteverify endpoint (Cloudflare
 * Turnstile and hCaptcha take the same form-encoded request and answer `{"success": …}`).
 */
import type { CaptchaConfig } from '../config';

export type CaptchaCheck = (response: string | undefined, visitorIp: string) => Promise<boolean>;

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export const placeholderCaptcha: CaptchaCheck = () => Promise.resolve(true);

export function siteverifyCaptcha(config: CaptchaConfig, fetchImpl: Fetch = fetch): CaptchaCheck {
  return async (response, visitorIp) => {
    if (!response) return false;
    const answer = await fetchImpl(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response, remoteip: visitorIp }),
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) throw new Error(`${config.provider} siteverify answered ${answer.status}`);
    const result: unknown = await answer.json();
    return typeof result === 'object' && result !== null && 'success' in result
      ? result.success === true
      : false;
  };
}

export function captchaCheckFor(
  config: CaptchaConfig | undefined,
  fetchImpl?: Fetch,
): CaptchaCheck {
  return config ? siteverifyCaptcha(config, fetchImpl) : placeholderCaptcha;
}
