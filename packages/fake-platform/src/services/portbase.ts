// /organizations/{organizationId}/portbase: the Portbase link (meta source portbase) set or removed in
// one call, so that one connect, one change of the EAN or one removal is one request and one audit
// entry. PUT sets manual 'true' and the EAN (null removes it); DELETE removes ean, manual and send_all.
// Who may: the access policy (org_mgr of that organization). The generic /organization-meta calls stay
// for other settings.
import { BadRequest } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { contractBody } from '../http/contract.ts';
import { numericId, type Params } from '../http/params.ts';
import { eanMessage, isGs1Ean13 } from './ean.ts';
import { upsertMeta } from './organization-meta.ts';

/** The meta names of the Portbase link (product-reference §3: source portbase, ean, manual, send_all). */
export const portbaseNames = {
  source: 'portbase',
  ean: 'ean',
  manual: 'manual',
  sendAll: 'send_all',
} as const;

const truthy = (value: string | undefined): boolean =>
  ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

/** The Portbase meta of one organization, by name. */
export const portbaseMetaOf = (ctx: Ctx, organizationId: number): Record<string, string> =>
  Object.fromEntries(
    ctx.store.organizationMeta
      .filter((m) => m.organizationId === organizationId && m.metaSource === portbaseNames.source)
      .map((m) => [m.metaName, m.metaValue]),
  );

/**
 * The link as the portal reads it: connected once an EAN or a manual link is stored (the domain's
 * `portbaseStatus` has the same rule; api-adapter/test/portbase.contract.test.ts proves both agree).
 */
export const portbaseLinkOf = (meta: Record<string, string>) => {
  const ean = (meta[portbaseNames.ean] ?? '').trim();
  return {
    connected: ean !== '' || truthy(meta[portbaseNames.manual]),
    ean: ean === '' ? null : ean,
    autosend: truthy(meta[portbaseNames.sendAll]),
  };
};

/** The organization of the route; the path names no further id. */
const organizationOf = (id: unknown, params: Params): number => {
  if (id !== null && id !== undefined)
    throw new BadRequest('The Portbase link has no id of its own', { field: 'id' });
  let organizationId: number;
  try {
    organizationId = numericId(params.route?.['organizationId']);
  } catch {
    throw new BadRequest('Invalid field organizationId: expected a number', { field: 'organizationId' });
  }
  return organizationId;
};

const removeNames = (ctx: Ctx, organizationId: number, names: readonly string[]): void => {
  for (const m of ctx.store.organizationMeta.filter(
    (m) =>
      m.organizationId === organizationId &&
      m.metaSource === portbaseNames.source &&
      names.includes(m.metaName),
  ))
    ctx.store.organizationMeta.remove(m.id);
};

export const portbaseService = (ctx: Ctx) => ({
  async update(id: unknown, data: unknown, params: Params) {
    const organizationId = organizationOf(id, params);
    const { ean } = contractBody('connectPortbase', data);
    // The contract's pattern checks the 13 digits; the GS1 check digit is checked here, with its text.
    if (ean !== null && !isGs1Ean13(ean))
      throw new BadRequest(`Invalid field ean: ${eanMessage}`, { field: 'ean' });
    const source = portbaseNames.source;
    upsertMeta(ctx, {
      organizationId,
      metaSource: source,
      metaName: portbaseNames.manual,
      metaValue: 'true',
    });
    if (ean === null) removeNames(ctx, organizationId, [portbaseNames.ean]);
    else upsertMeta(ctx, { organizationId, metaSource: source, metaName: portbaseNames.ean, metaValue: ean });
    return portbaseLinkOf(portbaseMetaOf(ctx, organizationId));
  },
  async remove(id: unknown, params: Params) {
    const organizationId = organizationOf(id, params);
    removeNames(ctx, organizationId, [portbaseNames.ean, portbaseNames.manual, portbaseNames.sendAll]);
    return portbaseLinkOf(portbaseMetaOf(ctx, organizationId));
  },
});
