/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  cspHeader,
  inlineStyleHashes,
  withNonces,
} from './contentSecurityPolicy';
import { shellContentSecurityPolicy } from './registerSecurityHeaders';

describe('contentSecurityPolicy', () => {
  const sources = {
    remoteOrigins: ['https://lessons.example', 'https://gallery.example'],
    inlineStyleHashes: ['sha256-abc='],
    frameOrigins: ['https://player.example', 'https://map.example'],
    imageOrigins: ['https://thumbs.example'],
    connectOrigins: ['https://meta.example'],
    https: false,
  };

  it('allows exactly the site, its remotes and the third parties it uses', () => {
    expect(cspHeader(contentSecurityPolicy(sources))).toBe(
      [
        "default-src 'self'",
        // scripts by trust alone: the response's nonce is added to it (withNonces, helmet)
        "script-src 'strict-dynamic'",
        "style-src 'self' https://lessons.example https://gallery.example 'sha256-abc='",
        "img-src 'self' data: https://lessons.example https://gallery.example https://thumbs.example",
        'frame-src https://player.example https://map.example',
        "connect-src 'self' https://lessons.example https://gallery.example https://meta.example",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it("admits scripts by a response's nonce and the trust it passes on, never by host", () => {
    const policy = withNonces(contentSecurityPolicy(sources), { script: 'abc', style: 'def' });
    expect(policy['script-src']).toEqual(["'strict-dynamic'", "'nonce-abc'"]);
    expect(policy['style-src']).toContain("'nonce-def'");
    // no origin, no 'self', no inline or eval: only what a nonce or a trusted script starts
    expect(policy['script-src']?.some((source) => /^'(self|unsafe-.*)'$|:/.test(source))).toBe(
      false,
    );
  });

  it('upgrades insecure requests only on https', () => {
    expect(contentSecurityPolicy({ ...sources, https: true })['upgrade-insecure-requests']).toEqual(
      [],
    );
    expect(contentSecurityPolicy(sources)).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('hashes every inline style of the document', () => {
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(
      inlineStyleHashes('<head><style>a{}</style><style media="print">\n b{} </style></head>'),
    ).toEqual([hash('a{}'), hash('\n b{} ')]);
  });

  it('reads the remotes, players, thumbnails and map from the configuration', () => {
    const csp = shellContentSecurityPolicy(
      {
        LESSONS_URL: 'https://lessons.harmoni.example/app/',
        GALLERY_PORT: '4002',
        RELEASES_URL: 'https://releases.harmoni.example/site/',
      },
      '<style>x</style>',
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://lessons.harmoni.example',
        'http://localhost:4002',
        'http://localhost:3003',
        'http://localhost:3004',
        // the release host, where promoted and previewed releases are served from
        'https://releases.harmoni.example',
      ]),
    );
    expect(csp['script-src']).toEqual(["'strict-dynamic'"]);
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.google.com',
    ]);
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(['https://i.ytimg.com', 'https://i.vimeocdn.com']),
    );
    expect(csp['connect-src']).toContain('https://vimeo.com');
  });
});
