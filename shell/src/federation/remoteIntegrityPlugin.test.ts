import { inlineRemoteIntegrityId } from '@harmoni/shared/remoteIntegrity';
import { forgetInlinedDigests, integrityFor } from './remoteIntegrity';
import remoteIntegrityPlugin from './remoteIntegrityPlugin';

const entry = 'https://releases.example/gallery/2.0.0-bbb/static/js/gallery.v2.js';
const digest = 'sha384-AbCdEf0123456789+/AbCdEf0123456789AbCdEf0123456789AbCdEf01234567';

function inline(text: string): void {
  document.head.innerHTML = `<script type="application/json" id="${inlineRemoteIntegrityId}">${text}</script>`;
  forgetInlinedDigests();
}

type CreateScript = (args: { url: string }) => HTMLScriptElement | undefined;
const createScript = remoteIntegrityPlugin().createScript as unknown as CreateScript;

describe("the browser's check of a remote's entry", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    forgetInlinedDigests();
  });

  it('loads an entry the registry has a digest for with that digest, in CORS mode', () => {
    inline(JSON.stringify({ [entry]: digest }));
    const script = createScript({ url: entry });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.getAttribute('integrity')).toBe(digest);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.src).toBe(entry);
  });

  it("leaves other scripts to the runtime's own loader", () => {
    inline(JSON.stringify({ [entry]: digest }));
    expect(createScript({ url: 'https://releases.example/other.js' })).toBeUndefined();
  });

  it('checks nothing on a page without digests (the dev servers), and ignores values that are not digests', () => {
    expect(createScript({ url: entry })).toBeUndefined();
    inline(JSON.stringify({ [entry]: 'md5-abc' }));
    expect(integrityFor(entry)).toBeUndefined();
  });

  it('reports a block that is not JSON, and checks nothing', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{not json');
    expect(integrityFor(entry)).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      '[federation] the inlined remote digests are not JSON',
      expect.any(SyntaxError),
    );
    errors.mockRestore();
  });
});
