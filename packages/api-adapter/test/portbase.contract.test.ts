// The Portbase link against a live fake platform, through the domain's use cases: one connect, one
// change of the EAN and one removal are one call each, and the organization's activity gains exactly
// one entry each, named in words in en and nl; the keyed chain still verifies. The platform keeps its
// own rule for "connected" (it may not import the domain): for every stored state of the link, the
// verb it records (connect or change) agrees with the domain's portbaseStatus before the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditFieldsText,
  auditTargetText,
  connectPortbase,
  createMessageFormatter,
  listActivity,
  portbaseStatus,
  removePortbase,
  verifyActivity,
  type AuditEntry,
} from '@scr/domain';
import { signInAs, startFakePlatform, type Client, type FakePlatform } from './support.ts';

const en = createMessageFormatter('en');
const nl = createMessageFormatter('nl');
const EAN = '5412345000013';
const OTHER_EAN = '8712345678906';

let platform: FakePlatform;
let anna: Client;
beforeAll(async () => {
  platform = await startFakePlatform({ port: 0 });
  anna = await signInAs(platform, 'anna.admin@carrier.example');
});
afterAll(() => platform.close());

const newest = async (): Promise<AuditEntry[]> =>
  (await listActivity(anna.deps)({ filter: {}, page: 0, pageSize: 50 }))._unsafeUnwrap().data.slice();

/** Runs `act` and returns the entries it added to Anna's organization's activity, oldest first. */
const entriesOf = async (act: () => Promise<unknown>): Promise<AuditEntry[]> => {
  const head = (await newest())[0]?.seq ?? 0;
  await act();
  return (await newest()).filter((e) => e.seq > head).reverse();
};

const words = (entry: AuditEntry, format: typeof en.format) => ({
  action: format({ id: `audit.action.${entry.action}` }),
  target: auditTargetText(entry, format),
  fields: auditFieldsText(entry, format),
});

describe('the Portbase link in the activity', () => {
  it('one connect is one "connected" entry, one EAN change one "changed", one removal one "disconnected"', async () => {
    const connect = connectPortbase({ portbase: anna.gateways.portbase });
    const connected = await entriesOf(async () =>
      (await connect({ organizationId: 1, form: { inlandOperator: true, ean: EAN } }))._unsafeUnwrap(),
    );
    expect(connected).toHaveLength(1);
    expect(connected[0]).toMatchObject({
      action: 'integration.connect',
      targetType: 'integration',
      targetId: 'portbase',
      fields: ['ean', 'manual'],
      outcome: 'success',
      actorEmail: 'anna.admin@carrier.example',
    });
    expect(words(connected[0]!, en.format)).toEqual({
      action: 'Integration connected',
      target: 'Portbase',
      fields: 'EAN code, Link with SCR ID',
    });
    expect(words(connected[0]!, nl.format)).toEqual({
      action: 'Integratie verbonden',
      target: 'Portbase',
      fields: 'EAN-code, Koppeling met SCR ID',
    });
    // No value reaches the entry: the EAN itself is not in it.
    expect(JSON.stringify(connected[0])).not.toContain(EAN);

    const changed = await entriesOf(async () =>
      (await connect({ organizationId: 1, form: { inlandOperator: true, ean: OTHER_EAN } }))._unsafeUnwrap(),
    );
    expect(changed.map((e) => [e.action, e.fields])).toEqual([['integration.change', ['ean']]]);
    expect(words(changed[0]!, en.format).action).toBe('Integration changed');
    expect(words(changed[0]!, nl.format).action).toBe('Integratie gewijzigd');

    const removed = await entriesOf(async () =>
      (await removePortbase({ portbase: anna.gateways.portbase })(1))._unsafeUnwrap(),
    );
    expect(removed.map((e) => [e.action, e.fields])).toEqual([['integration.disconnect', ['ean', 'manual']]]);
    expect(words(removed[0]!, en.format).action).toBe('Integration disconnected');
    expect(words(removed[0]!, nl.format).action).toBe('Integratie losgekoppeld');

    const verdict = (await verifyActivity(anna.deps)())._unsafeUnwrap();
    expect(verdict.verification.valid).toBe(true);
  });

  it('refuses an EAN without its GS1 check digit, changes nothing and records the refusal once', async () => {
    const refused = await entriesOf(async () => {
      const answer = await anna.gateways.portbase.connect(1, '5412345000014');
      expect(answer._unsafeUnwrapErr()).toMatchObject({ kind: 'HttpError', status: 400 });
    });
    expect(refused.map((e) => [e.action, e.outcome, e.fields])).toEqual([
      ['integration.connect', 'refused', ['ean']],
    ]);
    const org = (await anna.gateways.organizations.get(1))._unsafeUnwrap();
    expect(portbaseStatus(org).connected).toBe(false);
  });

  it('records connect or change as the domain reads the stored link before the call', async () => {
    const states: Array<Record<string, string>> = [
      {},
      { manual: 'true' },
      { manual: 'false' },
      { manual: '1' },
      { ean: EAN },
      { ean: EAN, manual: 'false' },
      { send_all: 'true' },
      { ean: EAN, manual: 'true', send_all: 'true' },
    ];
    for (const state of states) {
      (await anna.gateways.portbase.disconnect(1))._unsafeUnwrap();
      for (const [metaName, metaValue] of Object.entries(state))
        (
          await anna.gateways.organizationMeta.create({
            organizationId: 1,
            metaSource: 'portbase',
            metaName,
            metaValue,
          })
        )._unsafeUnwrap();
      const before = portbaseStatus((await anna.gateways.organizations.get(1))._unsafeUnwrap());
      let link: unknown;
      const entries = await entriesOf(async () => {
        link = (await anna.gateways.portbase.connect(1, null))._unsafeUnwrap();
      });
      expect([state, entries.map((e) => e.action)]).toEqual([
        state,
        [before.connected ? 'integration.change' : 'integration.connect'],
      ]);
      const after = portbaseStatus((await anna.gateways.organizations.get(1))._unsafeUnwrap());
      expect(link).toEqual({ connected: true, ean: null, autosend: after.connected && after.autosend });
    }
    (await anna.gateways.portbase.disconnect(1))._unsafeUnwrap();
  });
});
