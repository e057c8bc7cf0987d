import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { OrganizationsGateway } from '@scr/domain';
import { anOrganization } from '../features/users/test-support.tsx';
import { HANDOVER_WINDOW_MS, organizationHandover } from './organization-handover.ts';

/** A platform whose organization is renamed on every read, counting the reads. */
const platform = () => {
  let reads = 0;
  const gateway: OrganizationsGateway = {
    get: (id) => okAsync(anOrganization({ id, name: `read ${++reads}` })),
    patch: () => okAsync(anOrganization()),
    setCpointCode: () => okAsync({ cpointCode: 'X' }),
  };
  return { gateway, reads: () => reads };
};

const clockAt = (start: number) => {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
};

const nameOf = async (read: ReturnType<OrganizationsGateway['get']>) => (await read)._unsafeUnwrap().name;

describe('the organization the sign-in read', () => {
  it('is the landing page’s answer, once: the next page reads the platform again', async () => {
    const { gateway, reads } = platform();
    const handover = organizationHandover(gateway, clockAt(0));
    expect(await nameOf(handover.signIn.get(1))).toBe('read 1');
    expect(await nameOf(handover.pages.get(1))).toBe('read 1');
    expect(reads()).toBe(1);
    expect(await nameOf(handover.pages.get(1))).toBe('read 2');
  });

  it('is not handed over once the window has passed, nor for another organization', async () => {
    const { gateway } = platform();
    const clock = clockAt(0);
    const handover = organizationHandover(gateway, clock);
    await handover.signIn.get(1);
    clock.advance(HANDOVER_WINDOW_MS + 1);
    expect(await nameOf(handover.pages.get(1))).toBe('read 2');
    await handover.signIn.get(1);
    expect(await nameOf(handover.pages.get(2))).toBe('read 4');
    // Offered to another organization's page, the kept answer is gone for good.
    expect(await nameOf(handover.pages.get(1))).toBe('read 5');
  });

  it('changes nothing of the other calls', async () => {
    const { gateway } = platform();
    const handover = organizationHandover(gateway, clockAt(0));
    expect(handover.pages.patch).toBe(gateway.patch);
    expect(handover.pages.setCpointCode).toBe(gateway.setCpointCode);
  });
});
