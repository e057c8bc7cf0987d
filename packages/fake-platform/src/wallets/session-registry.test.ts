import { describe, expect, it } from 'vitest';
import { SessionRegistry } from './session-registry.ts';

const now = 1_000;

describe('SessionRegistry.bind', () => {
  it('binds a live session to one platform session, once', () => {
    const registry = new SessionRegistry();
    registry.open('w1', 7, now + 3600, now);
    expect(registry.bind('w1', 'first', now + 600)).toBe(true);
    expect(registry.isBound('w1')).toBe(true);
    // A second bind is refused and leaves the binding where it was.
    expect(registry.bind('w1', 'second', now + 900)).toBe(false);
    expect(registry.endPlatformSession('second')).toBe(0);
    expect(registry.isLive('w1', now + 700)).toBe(false);
    expect(registry.endPlatformSession('first')).toBe(1);
    expect(registry.isLive('w1', now)).toBe(false);
  });

  it('refuses to bind a session that ended or was never opened', () => {
    const registry = new SessionRegistry();
    registry.open('w1', 7, now + 3600, now);
    registry.end('w1');
    expect(registry.bind('w1', 'first', now + 600)).toBe(false);
    expect(registry.bind('unknown', 'first', now + 600)).toBe(false);
    expect(registry.isBound('unknown')).toBe(false);
  });
});
