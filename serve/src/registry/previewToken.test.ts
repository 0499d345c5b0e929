/** @jest-environment node */
import { mintPreviewToken, previewSecret, readPreviewToken } from './previewToken';

const secret = 'a-preview-secret-of-at-least-32-characters';
const grant = { remote: 'gallery', id: '2.0.0-bbb', expiresAt: 2_000_000 };

describe('preview tokens', () => {
  it('carry their grant, signed', () => {
    expect(readPreviewToken(mintPreviewToken(grant, secret), secret, 1_000_000)).toEqual({ grant });
  });

  it('are refused once expired', () => {
    expect(readPreviewToken(mintPreviewToken(grant, secret), secret, 2_000_000)).toEqual({
      refused: expect.stringMatching(/^it expired at /),
    });
  });

  it('are refused when signed with another secret', () => {
    const other = mintPreviewToken(grant, 'another-secret-that-is-long-enough-too');
    expect(readPreviewToken(other, secret, 0)).toEqual({ refused: 'its signature does not match' });
  });

  it('are refused when their grant is changed (another remote, a later expiry)', () => {
    const [format, , signature] = mintPreviewToken(grant, secret).split('.');
    for (const changed of [
      { ...grant, remote: 'about' },
      { ...grant, expiresAt: 9_000_000_000_000 },
    ]) {
      const payload = Buffer.from(JSON.stringify(changed)).toString('base64url');
      expect(readPreviewToken(`${format}.${payload}.${signature}`, secret, 0)).toEqual({
        refused: 'its signature does not match',
      });
    }
  });

  it('are refused when their signature is changed or cut short', () => {
    const token = mintPreviewToken(grant, secret);
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(readPreviewToken(flipped, secret, 0)).toEqual({
      refused: 'its signature does not match',
    });
    expect(readPreviewToken(token.slice(0, -10), secret, 0)).toEqual({
      refused: 'its signature does not match',
    });
    expect(readPreviewToken('not-a-token', secret, 0)).toEqual({
      refused: 'it is not a preview token',
    });
  });

  it('need a secret of at least 32 characters; none turns previews off', () => {
    expect(previewSecret({})).toBeUndefined();
    expect(() => previewSecret({ PREVIEW_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(previewSecret({ PREVIEW_SECRET: secret })).toBe(secret);
  });
});
