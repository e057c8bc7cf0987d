import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { locales } from '@scr/domain';
import { loadAllParts } from '../i18n/message-parts.ts';

// Route modules load lazily: the first render of a file waits for their transform; on a busy
// 2-core machine a wallet step and the reload after it can take several seconds to paint.
configure({ asyncUtilTimeout: 10_000 });

// The catalogue loads in parts (src/i18n/message-parts.ts); tests render with every part at hand.
await loadAllParts(locales);

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
