import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { countryNames, toEnglishCountry } from '@scr/domain';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useText } from '../../i18n/use-text.ts';

/** Matches on the English name, and on Dutch or variant spellings through the country mapping (product-reference §9). */
export const matchesCountry: ItemPredicate<string> = (query, item) => {
  const q = query.trim().toLowerCase();
  return q === '' || item.toLowerCase().includes(q) || toEnglishCountry(query) === item;
};

const renderCountry: ItemRenderer<string> = (item, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={item}
      ref={ref}
      text={item}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

/** The Country autocomplete of the organization form. */
export const CountrySuggest = (props: {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (country: string) => void;
}) => {
  const text = useText();
  return (
    <Suggest<string>
      items={countryNames as string[]}
      selectedItem={props.value === '' ? null : props.value}
      itemPredicate={matchesCountry}
      itemRenderer={renderCountry}
      inputValueRenderer={(item) => item}
      onItemSelect={props.onChange}
      noResults={
        <MenuItem disabled text={text('organizations.country.noResults')} roleStructure="listoption" />
      }
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{ id: props.id, intent: props.invalid ? 'danger' : 'none' }}
      fill
    />
  );
};
