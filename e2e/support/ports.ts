/**
 * Ports of the extra servers some tests start for themselves (a shell wired to a remote the
 * test can stop or redeploy). Each test file owns its ports so files can run in parallel.
 */
export const testPorts = {
  resilienceShell: 3100,
  resilienceAbout: 3103,
  degradedShell: 3110,
  redeployShell: 3120,
  redeployGallery: 3122,
  redeployAbout: 3123,
} as const;

export const testShellOrigins = [
  testPorts.resilienceShell,
  testPorts.degradedShell,
  testPorts.redeployShell,
].map((port) => `http://localhost:${port}`);
