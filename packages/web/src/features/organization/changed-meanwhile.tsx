import type { ProfileField } from '@scr/domain';
import { ChangedMeanwhile as Notice, type ChangedMeanwhileTexts } from '../../ui/changed-meanwhile.tsx';

const texts: ChangedMeanwhileTexts = {
  changed: 'organizations.changedMeanwhile',
  reload: 'organizations.changedMeanwhile.reload',
  reloaded: 'organizations.changedMeanwhile.reloaded',
};

/**
 * Another admin saved the organization after this form was filled: the fields they changed and
 * 'Reload' (ui/changed-meanwhile.tsx), in the profile's words.
 */
export const ChangedMeanwhile = (
  props:
    { readonly fields: readonly ProfileField[]; readonly onReload: () => void } | { readonly reloaded: true },
) =>
  'reloaded' in props ? (
    <Notice texts={texts} reloaded />
  ) : (
    <Notice
      texts={texts}
      labels={props.fields.map((field) => `organizations.field.${field}` as const)}
      onReload={props.onReload}
    />
  );
