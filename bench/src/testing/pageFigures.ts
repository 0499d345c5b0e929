import type { PageFigures } from '../metrics';

/** A page's figures for the report tests: within every budget unless overridden. */
export const figures = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  performance: 98,
  lcpMs: 1500,
  fcpMs: 800,
  tbtMs: 20,
  cls: 0,
  jsTransferBytes: 150 * 1024,
  jsUncompressedBytes: 450 * 1024,
  totalBytes: 400 * 1024,
  requests: 20,
  criticalChainLength: 5,
  glueTransferBytes: 20 * 1024,
  cpuBenchmarkIndex: 1500,
  mainThreadOnCpuPercent: 40,
  ...overrides,
});
