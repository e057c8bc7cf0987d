import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { readConsent } from './cookie.ts';

const renderBanner = (reload = vi.fn(), locale: 'en' | 'nl' = 'en') => {
  render(
    <Providers locale={locale}>
      <CookieBanner reload={reload} />
    </Providers>,
  );
  return reload;
};

describe('cookie banner (product-reference §2.2)', () => {
  it('shows OK and Decline while no choice was made', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('OK sets cookieAccepted=true and reloads', async () => {
    const reload = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(readConsent()).toBe('true');
    expect(document.cookie).toContain('cookieAccepted=true');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Decline sets cookieAccepted=false and reloads', async () => {
    const reload = renderBanner(vi.fn(), 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Weigeren' }));
    expect(readConsent()).toBe('false');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not shown once the cookie exists, whatever the choice was', () => {
    document.cookie = 'cookieAccepted=false; path=/';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });
});
