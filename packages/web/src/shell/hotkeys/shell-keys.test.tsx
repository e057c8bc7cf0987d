import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { carrierUser, renderRoute } from '../../test/render.tsx';
import { ShellKeys } from './shell-keys.tsx';

const press = (...keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(document.body, { key, code: `Key${key.toUpperCase()}` });
};

describe('ShellKeys', () => {
  it("goes from page to page by 'g' sequences, one right after another", () => {
    const table = [
      {
        path: '*',
        element: (
          <HotkeysProvider>
            <ShellKeys />
          </HotkeysProvider>
        ),
      },
    ];
    const { router } = renderRoute('/organization', { user: carrierUser(['org_mgr']) }, table);
    press('g', 'i');
    expect(router.state.location.pathname).toBe('/organization/integrations');
    // The sequence after 'g i' in the nav's order: it once stayed half-typed until a second passed.
    press('g', 'a');
    expect(router.state.location.pathname).toBe('/organization/activity');
    press('g', 'u');
    expect(router.state.location.pathname).toBe('/organization/users');
  });
});
