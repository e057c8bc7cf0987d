// Lighthouse's mobile profile ("slow 4G", a mid-range phone) set on a fresh context through the
// DevTools protocol, as Lighthouse's own devtools throttling does: the sign-in figure's conditions.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const phoneProfile = {
  latencyMs: 150,
  downBitsPerSecond: 1.6e6,
  upBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  width: 412,
  height: 823,
} as const;

/** Seconds the bytes alone need on the profile's downlink: no page can be faster. */
export const transferFloorMs = (bytes: number): number =>
  ((bytes * 8) / phoneProfile.downBitsPerSecond) * 1000;

export type PhonePage = {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Bytes received over the wire (encoded: compressed, with headers) since the page opened. */
  bytes(): number;
};

/** A fresh context (cold cache, no storage) on a 412 px phone, its page throttled before it loads. */
export const phonePage = async (browser: Browser): Promise<PhonePage> => {
  const context = await browser.newContext({
    viewport: { width: phoneProfile.width, height: phoneProfile.height },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  let received = 0;
  cdp.on('Network.loadingFinished', (event) => (received += event.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downBitsPerSecond / 8,
    uploadThroughput: phoneProfile.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  return { context, page, bytes: () => received };
};
