import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Route modules load lazily: the first render of a file waits for their transform.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
