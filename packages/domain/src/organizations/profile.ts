import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import { toEnglishCountry } from '../countries/countries.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { canSeeCpuCheck, CPU_CHECK_META } from './integrations.ts';
import type { Organization } from './organization.ts';
import type { OrganizationMetaGateway, OrganizationsGateway } from './ports.ts';
import { profileFormSchema } from './profile-form.ts';

/** The platform knows no organization with the session's id. */
export type OrganizationNotFound = Tagged<'OrganizationNotFound'>;
export const organizationNotFound = (): OrganizationNotFound =>
  tagged('OrganizationNotFound', 'organizations.notFound');

export type LoadOrganizationError = OrganizationNotFound | TransportError;

/** The organization with its meta; no id (or a 404) is 'Organization not found' (product-reference §7). */
export const loadOrganization =
  (deps: { organizations: OrganizationsGateway }) =>
  (id: number | null | undefined): ResultAsync<Organization, LoadOrganizationError> =>
    id === null || id === undefined
      ? errAsync(organizationNotFound())
      : deps.organizations
          .get(id)
          .mapErr((e) => (e.kind === 'HttpError' && e.status === 404 ? organizationNotFound() : e));

/** What `saveProfile` can fail with. */
export type SaveProfileError = ValidationError | OrganizationNotFound | TransportError;

/**
 * 'Save changes' (product-reference §2.4): validates the form and patches the organization. VAT is not
 * editable, so it is never sent; the country is stored under its English name.
 */
export const saveProfile =
  (deps: { organizations: OrganizationsGateway }) =>
  (input: {
    organizationId: number | null | undefined;
    form: unknown;
  }): ResultAsync<{ organization: Organization; message: MessageRef }, SaveProfileError> =>
    validate(profileFormSchema, input.form).asyncAndThen(
      ({
        vat: _vat,
        ...fields
      }): ResultAsync<{ organization: Organization; message: MessageRef }, SaveProfileError> =>
        input.organizationId === null || input.organizationId === undefined
          ? errAsync(organizationNotFound())
          : deps.organizations
              .patch(input.organizationId, { ...fields, country: toEnglishCountry(fields.country) })
              .map((organization) => ({ organization, message: { id: 'organizations.saved' } })),
    );

/** The signed-in user may not change the CPU check. */
export type CpuCheckNotAllowed = Tagged<'CpuCheckNotAllowed'>;
/** What `setCpuCheck` can fail with. */
export type SetCpuCheckError = CpuCheckNotAllowed | TransportError;

/** Saves the CPU check (meta terminal.cpu.enabled, source cpu), only for the configured users. */
export const setCpuCheck =
  (deps: { meta: OrganizationMetaGateway; cpuCheckUserIds: readonly number[] }) =>
  (input: {
    organizationId: number;
    orgUserId: number;
    enabled: boolean;
  }): ResultAsync<MessageRef, SetCpuCheckError> =>
    !canSeeCpuCheck(input.orgUserId, deps.cpuCheckUserIds)
      ? errAsync(tagged('CpuCheckNotAllowed', 'organizations.cpu.notAllowed'))
      : deps.meta
          .remove({ organizationId: input.organizationId, ...CPU_CHECK_META })
          .andThen(() =>
            deps.meta.create({
              organizationId: input.organizationId,
              ...CPU_CHECK_META,
              metaValue: String(input.enabled),
            }),
          )
          .andThen(() => okAsync<MessageRef, never>({ id: 'organizations.saved' }));
