import { useMemo } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { countryDisplayName, countryNames, toEnglishCountry, type Locale } from '@scr/domain';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useLocale } from '../i18n/locale-provider.tsx';
import { useText } from '../i18n/use-text.ts';

/** A country of the list: the English name the organization keeps, and its name in the reader's language. */
type Country = { readonly value: string; readonly name: string };

/**
 * The list in the reader's language and order, sorted by one collator: `localeCompare` with a locale
 * makes one per comparison, some two thousand for the list (27 ms of a slow phone's main thread).
 */
const countriesIn = (locale: Locale): Country[] => {
  const byName = new Intl.Collator(locale).compare;
  return countryNames
    .map((value) => ({ value, name: countryDisplayName(value, locale) }))
    .sort((a, b) => byName(a.name, b.name));
};

/**
 * Matches on the shown name, the English one, and Dutch or variant spellings through the country
 * mapping (product-reference §9).
 */
export const matchesCountry: ItemPredicate<Country> = (query, item) => {
  const q = query.trim().toLowerCase();
  return (
    q === '' ||
    item.name.toLowerCase().includes(q) ||
    item.value.toLowerCase().includes(q) ||
    toEnglishCountry(query) === item.value
  );
};

const renderCountry: ItemRenderer<Country> = (item, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={item.value}
      ref={ref}
      text={item.name}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

/** The Country autocomplete of the organization and onboarding forms: names in the reader's language, English kept. */
export const CountrySuggest = (props: {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (country: string) => void;
}) => {
  const text = useText();
  const { locale } = useLocale();
  const items = useMemo(() => countriesIn(locale), [locale]);
  // A country saved before the list existed shows as it was saved: nothing is lost.
  const selected =
    props.value === ''
      ? null
      : (items.find((c) => c.value === props.value) ?? { value: props.value, name: props.value });
  return (
    <Suggest<Country>
      items={items}
      selectedItem={selected}
      itemPredicate={matchesCountry}
      itemRenderer={renderCountry}
      itemsEqual="value"
      inputValueRenderer={(item) => item.name}
      onItemSelect={(item) => props.onChange(item.value)}
      noResults={
        <MenuItem disabled text={text('organizations.country.noResults')} roleStructure="listoption" />
      }
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{
        id: props.id,
        intent: props.invalid ? 'danger' : 'none',
        placeholder: text('organizations.country.placeholder'),
      }}
      fill
    />
  );
};
