import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadOnCpuPercent, type TraceEvent } from './mainThreadOnCpu';
import type { LighthouseResult } from './metrics';

export interface LighthouseRun {
  result: LighthouseResult;
  /** read from the run's trace, which is not kept */
  mainThreadOnCpuPercent: number;
}

export interface Browser {
  audit(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/** Third parties the pages embed; no test or benchmark here reaches the internet. */
const blockedUrlPatterns = ['*ytimg.com*', '*youtube*', '*vimeo*', '*google.com*'];

/** Lighthouse's defaults: the mobile preset with simulated throttling; a cold cache each run. */
export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    async audit(url) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns,
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      if (run.lhr.runtimeError) {
        throw new Error(`Lighthouse could not measure ${url}: ${run.lhr.runtimeError.message}`);
      }
      const trace: readonly TraceEvent[] = run.artifacts.Trace.traceEvents;
      return {
        result: run.lhr as unknown as LighthouseResult,
        mainThreadOnCpuPercent: mainThreadOnCpuPercent(trace),
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
