import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import { toEnglishCountry } from '../countries/countries.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { canSeeCpuCheck, CPU_CHECK_META } from './integrations.ts';
import type { Organization } from './organization.ts';
import type { OrganizationMetaGateway, OrganizationsGateway } from './ports.ts';
import { profileFormSchema } from './profile-form.ts';
import { changedProfileFields, profileFieldsChangedBetween, type ProfileField } from './profile-changes.ts';

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

/**
 * Another admin saved the organization after the form was loaded (the platform's 412): nothing was
 * saved. `fields` names what they changed, `current` is the organization as it is stored now.
 */
export type ProfileChangedMeanwhile = Tagged<
  'ChangedMeanwhile',
  { readonly fields: readonly ProfileField[]; readonly current: Organization }
>;

/** What `saveProfile` can fail with. */
export type SaveProfileError =
  ValidationError | OrganizationNotFound | ProfileChangedMeanwhile | TransportError;

/** A saved profile: the organization as stored now, and the success text. */
export type ProfileSaved = { organization: Organization; message: MessageRef };

/** The platform refused the save: the version the form started from is no longer the stored one. */
const isStale = (e: TransportError): boolean => e.kind === 'HttpError' && e.status === 412;

/**
 * 'Save changes' (product-reference §2.4): validates the form and patches the organization with the
 * fields that differ from `base` (the organization the form was filled from) only, on condition
 * that `base` is still the stored version. VAT is not editable, so it is never sent; the country is
 * stored under its English name. Over another admin's save it fails with the fields they changed,
 * so the form can say so and offer to reload without losing what was typed (our choice where the
 * spec is silent: no save ever undoes someone else's change unseen).
 */
export const saveProfile =
  (deps: { organizations: OrganizationsGateway }) =>
  (input: { base: Organization; form: unknown }): ResultAsync<ProfileSaved, SaveProfileError> =>
    validate(profileFormSchema, input.form).asyncAndThen(
      ({ vat: _vat, ...fields }): ResultAsync<ProfileSaved, SaveProfileError> => {
        const { base } = input;
        const saved = (organization: Organization): ProfileSaved => ({
          organization,
          message: { id: 'organizations.saved' },
        });
        const changes = changedProfileFields(base, {
          ...fields,
          country: toEnglishCountry(fields.country),
        });
        // 'Save changes' with nothing changed sends nothing, and says so rather than claim a save.
        if (Object.keys(changes).length === 0)
          return okAsync({ organization: base, message: { id: 'organizations.nothingToSave' } });
        return deps.organizations
          .patch(base.id, changes, base.version)
          .map(saved)
          .orElse((e): ResultAsync<never, SaveProfileError> =>
            isStale(e)
              ? loadOrganization(deps)(base.id).andThen((current) =>
                  errAsync(
                    tagged('ChangedMeanwhile', 'organizations.changedMeanwhile', undefined, {
                      fields: profileFieldsChangedBetween(base, current),
                      current,
                    }),
                  ),
                )
              : errAsync(e),
          );
      },
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
