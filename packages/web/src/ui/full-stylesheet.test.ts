import { beforeEach, describe, expect, it, vi } from 'vitest';

// Module state (the sheet is added once per page): each test starts from a fresh module.
const fresh = async () => {
  vi.resetModules();
  document.head.innerHTML = '<link rel="stylesheet" href="/first.css" data-scr-first-paint>';
  return import('./full-stylesheet.ts');
};
const wholeSheets = () => [...document.head.querySelectorAll('link:not([data-scr-first-paint])')];

describe('the whole Blueprint stylesheet', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('is not waited for when the page never went without it', async () => {
    const sheet = await fresh();
    expect(sheet.fullStylesheetReady()).toBeNull();
    expect(wholeSheets()).toHaveLength(0);
  });

  it('deferred, loads on the first input only, right after the first-paint part', async () => {
    const sheet = await fresh();
    const target = new EventTarget() as unknown as Window;
    sheet.deferFullStylesheet(target);
    expect(wholeSheets()).toHaveLength(0);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(wholeSheets()).toHaveLength(1);
    expect(document.head.firstElementChild?.nextElementSibling).toBe(wholeSheets()[0]);
  });

  it('deferred, is waited for (and asked for) by an overlay until it has loaded', async () => {
    const sheet = await fresh();
    sheet.deferFullStylesheet(new EventTarget() as unknown as Window);
    const pending = sheet.fullStylesheetReady();
    expect(pending).not.toBeNull();
    // The same promise each time: React's `use` waits for one promise.
    expect(sheet.fullStylesheetReady()).toBe(pending);
    expect(wholeSheets()).toHaveLength(1);
    wholeSheets()[0]!.dispatchEvent(new Event('load'));
    await pending;
    expect(sheet.fullStylesheetReady()).toBeNull();
  });
});
