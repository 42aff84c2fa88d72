/**
 * Lighthouse mobile performance for the public pages, with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Each page is measured `runs` times and the median run by score is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/chromium.ts';

export interface LighthouseResult {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse found to be the largest contentful paint element, for reading the figures. */
  lcpElement?: string;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export async function lighthouseMobile(base: string, paths: string[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const measured: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        const out = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
        });
        const lhr = out!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const lcpItem = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
          ?.items?.[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
        measured.push({
          path,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          lcpElement: lcpItem?.items?.[0]?.node?.snippet?.slice(0, 100),
        });
      }
      measured.sort((a, b) => a.score - b.score);
      results.push(measured[Math.floor(measured.length / 2)]!);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
