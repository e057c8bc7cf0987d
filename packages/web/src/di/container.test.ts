import { describe, expect, it } from 'vitest';
import { tokens } from '../deps/tokens.ts';
import { sampleConfig } from '../test/sample-config.ts';
import { createContainer } from './container.ts';

describe('composition root', () => {
  it('binds the runtime config, a clock and uuid ids as singletons', () => {
    const container = createContainer({ config: sampleConfig });
    expect(container.get(tokens.config)).toBe(sampleConfig);
    expect(container.get(tokens.clock)).toBe(container.get(tokens.clock));
    expect(container.get(tokens.clock).now()).toBeInstanceOf(Date);
    const ids = container.get(tokens.ids);
    expect(ids.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.uuid()).not.toBe(ids.uuid());
  });

  it('takes a fixed clock for tests', () => {
    const fixed = new Date('2026-01-02T03:04:05Z');
    const container = createContainer({ config: sampleConfig, clock: { now: () => fixed } });
    expect(container.get(tokens.clock).now()).toBe(fixed);
  });
});
