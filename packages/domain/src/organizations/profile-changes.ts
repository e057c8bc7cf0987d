import { toEnglishCountry } from '../countries/countries.ts';
import type { Organization } from './organization.ts';
import { profileFormSchema, profileFormValues, type ProfileForm } from './profile-form.ts';

/** A profile field the admin can change (VAT is shown, never sent). */
export type ProfileField = Exclude<keyof ProfileForm, 'vat'>;

/** The profile's editable values of a stored organization, as a save would send them. */
const storedValues = (org: Organization): Record<ProfileField, string> => {
  const { vat: _vat, ...values } = profileFormValues(org);
  return { ...values, country: toEnglishCountry(values.country) };
};

/**
 * The fields of a checked form that differ from the organization the form started from: a save
 * sends only these, so it never writes back a value someone else changed meanwhile.
 */
export const changedProfileFields = (
  base: Organization,
  form: Omit<ProfileForm, 'vat'>,
): Partial<Omit<ProfileForm, 'vat'>> => {
  const before = storedValues(base);
  return Object.fromEntries(
    (Object.keys(before) as ProfileField[])
      .filter((field) => String(form[field]) !== before[field])
      .map((field) => [field, form[field]]),
  );
};

/**
 * Whether the form as typed holds anything a save would send: what leaving the page would lose. A
 * form that passes its checks is compared as a save compares (trimmed, emails lowercased, the
 * country in English); one that does not, by its trimmed texts, so a blanked field counts as a
 * change while an untouched form over a stored value the checks refuse does not.
 */
export const hasUnsavedProfileChanges = (
  base: Organization,
  form: Readonly<Record<keyof ProfileForm, string>>,
): boolean => {
  const checked = profileFormSchema.safeParse(form);
  const { vat: _vat, ...fields } = checked.success
    ? checked.data
    : (Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as ProfileForm);
  return (
    Object.keys(changedProfileFields(base, { ...fields, country: toEnglishCountry(fields.country) })).length >
    0
  );
};

/** The fields whose stored value differs between two versions of an organization, in form order. */
export const profileFieldsChangedBetween = (
  before: Organization,
  after: Organization,
): readonly ProfileField[] => {
  const a = storedValues(before);
  const b = storedValues(after);
  return (Object.keys(a) as ProfileField[]).filter((field) => a[field] !== b[field]);
};

/**
 * The form's values after 'Reload' over another admin's save: the stored values of `current`, but
 * what the admin typed (a value that differs from the version the form started from) stays.
 */
export const rebasedProfileValues = <V extends Record<keyof ProfileForm, string>>(
  typed: V,
  base: Organization,
  current: Organization,
): V => {
  const started = storedValues(base);
  const now = storedValues(current);
  const kept = (field: ProfileField) => typed[field] !== started[field];
  return Object.fromEntries(
    Object.entries(typed).map(([field, value]) => [
      field,
      field === 'vat' || kept(field as ProfileField) ? value : now[field as ProfileField],
    ]),
  ) as V;
};
