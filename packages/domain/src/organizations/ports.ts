import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';
import type { Organization, OrganizationMeta } from './organization.ts';
import type { ProfileForm } from './profile-form.ts';

/** The organizations API (product-reference §7 Organizations). */
export interface OrganizationsGateway {
  /** GET the organization by id, with its organization_meta. */
  get(id: number): ResultAsync<Organization, TransportError>;
  /**
   * PATCH /organizations/{id} with the fields to change; with `version` (If-Match), refused (412)
   * when the stored organization is another version. Returns the saved organization.
   */
  patch(
    id: number,
    fields: Partial<ProfileForm>,
    version?: string,
  ): ResultAsync<Organization, TransportError>;
  /** PATCH /organizations/{id}/cpoint {code}: the verified identity code (response field cpoint_code). */
  setCpointCode(id: number, code: string): ResultAsync<{ readonly cpointCode: string }, TransportError>;
}

/** Filters of a meta delete; a list becomes an `$in` (product-reference §7 Organization meta). */
export type OrganizationMetaFilter = {
  readonly organizationId: number;
  readonly metaSource?: string | readonly string[];
  readonly metaName?: string | readonly string[];
};

/** The organization meta API. */
export interface OrganizationMetaGateway {
  /** POST /organization-meta/ with organizationId, metaSource, metaName, metaValue. */
  create(
    input: OrganizationMeta & { readonly organizationId: number },
  ): ResultAsync<OrganizationMeta, TransportError>;
  /** DELETE /organization-meta?{filters}, lists as $in. */
  remove(filter: OrganizationMetaFilter): ResultAsync<void, TransportError>;
}

/** The organization's Portbase link as the platform answers it after a connect or a removal. */
export type PortbaseLink = {
  readonly connected: boolean;
  readonly ean: string | null;
  readonly autosend: boolean;
};

/**
 * The Portbase link API: one call per connect, change or removal, so the platform records it as one
 * activity entry (the link lives in organization meta source portbase: ean, manual, send_all).
 */
export interface PortbaseGateway {
  /** PUT /organizations/{id}/portbase {ean}: a manual link, plus the EAN (null removes a stored one). */
  connect(organizationId: number, ean: string | null): ResultAsync<PortbaseLink, TransportError>;
  /** DELETE /organizations/{id}/portbase: removes ean, manual and send_all. */
  disconnect(organizationId: number): ResultAsync<PortbaseLink, TransportError>;
}
