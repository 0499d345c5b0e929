/**
 * Ports of the extra servers some tests start for themselves (a shell wired to a remote the
 * test can stop or redeploy). Each test file owns its ports so files can run in parallel:
 * 3100-3129 platform, 3130-3139 home and lessons, 3140-3149 gallery, 3150-3159 about,
 * 3160-3169 contact, 3170-3179 the deployable artifacts (see artifacts.ts), 3180-3189
 * releases, 3190-3194 operations, 3195-3199 a hostile release (hostile-remote.spec.ts).
 */
export const testPorts = {
  resilienceShell: 3100,
  resilienceAbout: 3103,
  degradedShell: 3110,
  redeployShell: 3120,
  redeployGallery: 3122,
  redeployAbout: 3123,
  aloneShell: 3125,
  // the shell's artifact, started isolated and with bubblewrap refused (artifact-isolation.spec.ts)
  isolatedArtifact: 3177,
  refusedArtifact: 3178,
  releaseShell: 3180,
  releaseHost: 3181,
  contentReleaseShell: 3182,
  contentReleaseOtherShell: 3183,
  contentReleaseHost: 3184,
  canaryShell: 3185,
  canaryHost: 3186,
  gateShell: 3187,
  gateHost: 3188,
  opsShell: 3190,
  opsAbout: 3191,
  hostileShell: 3195,
  hostileReleaseHost: 3196,
  // a listener of the test's own that counts what reaches it (TCP, then UDP on the next port)
  hostileListener: 3197,
  hostileUdpListener: 3198,
} as const;

/** Every test port may host a shell, so the remotes started for the suite admit them all. */
export const testShellOrigins = Array.from(
  { length: 100 },
  (_, index) => `http://localhost:${3100 + index}`,
);
