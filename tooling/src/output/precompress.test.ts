/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopies } from './precompress';

const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const lesson${i} = "piano";`).join('\n'),
);

describe('compressedCopies', () => {
  it('writes brotli and gzip copies of a hashed script that decode to the same bytes', () => {
    const copies = compressedCopies('static/js/async/x.1a2b3c.js', script);
    expect(copies.map((copy) => copy.file)).toEqual([
      'static/js/async/x.1a2b3c.js.br',
      'static/js/async/x.1a2b3c.js.gz',
    ]);
    const [br, gz] = copies.map((copy) => copy.content);
    expect(brotliDecompressSync(br ?? Buffer.alloc(0))).toEqual(script);
    expect(gunzipSync(gz ?? Buffer.alloc(0))).toEqual(script);
    expect(br?.length).toBeLessThan(gz?.length ?? 0);
  });

  it('compresses style sheets too', () => {
    expect(compressedCopies('static/css/index.9f8e.css', script)).toHaveLength(2);
  });

  it.each([
    // edited in place after a release: a compressed copy would go stale
    'assets/docs/lesson.txt',
    'index.html',
    'mf-manifest.json',
    'standalone-federation-runtime.js',
    'static/image/banner.webp',
  ])('leaves %s to be compressed on the fly, if at all', (file) => {
    expect(compressedCopies(file, script)).toEqual([]);
  });

  it('leaves out files too small to gain from it', () => {
    expect(compressedCopies('static/js/async/d.1a2b.js', Buffer.from('export {};'))).toEqual([]);
  });
});
