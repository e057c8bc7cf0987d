// Organizations, their meta values and the identity-provider code (product-reference §7 Organizations).
import { z } from 'zod';
import {
  organizationMetaSchema,
  type OrganizationMetaFilter,
  type OrganizationMetaGateway,
  type OrganizationsGateway,
  type PortbaseGateway,
  type ProfileForm,
} from '@scr/domain';
import type { PlatformClient, RequestBody } from '../contract.ts';
import { call, callVersioned } from '../transport.ts';
import { ignored, organizationWire, toWireTwoFactor } from './wire.ts';

type OrganizationPatch = RequestBody<'/organizations/{id}', 'patch'>;

/** The profile form's fields as the platform's patch (2-FA in the platform's spelling). */
export const toOrganizationPatch = ({
  twoFactorAuth,
  ...fields
}: Partial<ProfileForm>): OrganizationPatch => ({
  ...fields,
  ...(twoFactorAuth === undefined ? {} : { twoFactorAuth: toWireTwoFactor(twoFactorAuth) }),
});

/**
 * GET answers another organization in its public fields only (no wallet, no 2-FA): the domain
 * reads only its own, so such an answer fails the parse as a malformed response.
 */
export const organizationsGateway = (api: PlatformClient): OrganizationsGateway => ({
  get: (id) =>
    callVersioned(() => api.GET('/organizations/{id}', { params: { path: { id } } }), organizationWire),
  patch: (id, fields, version) =>
    callVersioned(
      () =>
        api.PATCH('/organizations/{id}', {
          params: { path: { id }, ...(version === undefined ? {} : { header: { 'If-Match': version } }) },
          body: toOrganizationPatch(fields),
        }),
      organizationWire,
    ),
  setCpointCode: (organizationId, code) =>
    call(
      () =>
        api.PATCH('/organizations/{organizationId}/cpoint', {
          params: { path: { organizationId } },
          body: { code },
        }),
      z.object({ cpoint_code: z.string() }),
    ).map((r) => ({ cpointCode: r.cpoint_code })),
});

/** A list filter becomes `$in` (product-reference §7 Organization meta). */
const textFilter = (value: string | readonly string[] | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? value : { $in: [...value] };

export const metaQuery = (filter: OrganizationMetaFilter) => ({
  organizationId: filter.organizationId,
  ...(filter.metaSource === undefined ? {} : { metaSource: textFilter(filter.metaSource) }),
  ...(filter.metaName === undefined ? {} : { metaName: textFilter(filter.metaName) }),
});

export const organizationMetaGateway = (api: PlatformClient): OrganizationMetaGateway => ({
  // The contract's metaValue is a string; the domain's null ('no value') travels as ''.
  create: ({ organizationId, metaSource, metaName, metaValue }) =>
    call(
      () =>
        api.POST('/organization-meta', {
          body: { organizationId, metaSource, metaName, metaValue: metaValue ?? '' },
        }),
      organizationMetaSchema,
    ),
  remove: (filter) =>
    call(() => api.DELETE('/organization-meta', { params: { query: metaQuery(filter) } }), ignored),
});

/** The platform's answer on the Portbase link (the contract's PortbaseLink). */
const portbaseLinkSchema = z.object({
  connected: z.boolean(),
  ean: z.string().nullable(),
  autosend: z.boolean(),
});

/** The Portbase link in one call each way, so one connect is one activity entry. */
export const portbaseGateway = (api: PlatformClient): PortbaseGateway => ({
  connect: (organizationId, ean) =>
    call(
      () =>
        api.PUT('/organizations/{organizationId}/portbase', {
          params: { path: { organizationId } },
          body: { ean },
        }),
      portbaseLinkSchema,
    ),
  disconnect: (organizationId) =>
    call(
      () => api.DELETE('/organizations/{organizationId}/portbase', { params: { path: { organizationId } } }),
      portbaseLinkSchema,
    ),
});
