import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Providers } from '../test/render.tsx';
import { VersionTag } from './version-tag.tsx';

describe('version tag (product-reference §2.2)', () => {
  it('shows v1.7.2 in a non-production build', () => {
    render(
      <Providers config={{ production: false, version: '1.7.2' }}>
        <VersionTag />
      </Providers>,
    );
    expect(screen.getByTestId('version-tag').textContent).toBe('v1.7.2');
  });

  it('shows nothing in production', () => {
    render(
      <Providers config={{ production: true }}>
        <VersionTag />
      </Providers>,
    );
    expect(screen.queryByTestId('version-tag')).toBeNull();
  });
});
