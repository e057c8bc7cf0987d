import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { ThemeButton } from './theme/theme-button.tsx';
import { useLogoUrl } from './theme/logo.ts';
import './public-tools.css';

/**
 * The head of a page shown without a session (the login, the public link pages): the product's logo,
 * the language switch and the theme, then what the page adds (the login's help).
 */
export const PublicTools = ({ children }: { children?: ReactNode }) => {
  const { productName } = useRuntimeConfig();
  const logoUrl = useLogoUrl();
  return (
    <div className="scr-public-tools">
      <img src={logoUrl} alt={productName} width={171} height={40} className="scr-public-tools__logo" />
      <LanguageSwitch />
      <ThemeButton />
      {children}
    </div>
  );
};
