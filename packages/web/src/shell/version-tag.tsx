import { Tag } from '@blueprintjs/core';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { Text } from '../i18n/text.tsx';

/** 'v1.7.2' in the corner, only in non-production builds (product-reference §2.2). */
export const VersionTag = () => {
  const { production, version } = useRuntimeConfig();
  if (production) return null;
  return (
    <Tag minimal className="scr-version-tag" data-testid="version-tag">
      <Text id="app.version" values={{ version }} />
    </Tag>
  );
};
