import type { ComponentType } from 'react';

/**
 * A human check in front of Submit. The form only needs a response: an empty one keeps Submit
 * disabled. A real captcha provides a widget that reports its response (and '' when it
 * expires); its token would then be verified by the server.
 */
export interface CaptchaCheck {
  /** the response before the visitor did anything */
  initialResponse: string;
  Widget?: ComponentType<{ onResponse: (response: string) => void }>;
}

/** No captcha service yet: a non-empty placeholder, so Submit is never blocked by it. */
export const placeholderCaptcha: CaptchaCheck = { initialResponse: 'no-captcha-configured' };
