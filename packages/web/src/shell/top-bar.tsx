import { AnchorButton, Classes, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Share } from '@blueprintjs/icons';
import { Link, NavLink } from 'react-router';
import type { MessageId } from '@scr/domain';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { Text } from '../i18n/text.tsx';
import { useText } from '../i18n/use-text.ts';
import type { ShellUser } from '../session/session-context.tsx';
import { HelpButton } from './help-button.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { releaseInfoLink } from './release-info-link.ts';
import { useLogoUrl } from './theme/logo.ts';
import './shell.css';

/** One admin link of the top bar and the profile menu (product-reference §2.2). */
export type ShellNavLink = { readonly path: string; readonly label: MessageId };

export type TopBarProps = {
  readonly user: ShellUser;
  /** Only isAdmin users see the admin nav and the admin part of the menu (product-reference §2.2, §6). */
  readonly admin: boolean;
  /** The links the user's roles allow, in order. */
  readonly links: readonly ShellNavLink[];
};

/**
 * Logo, nav links per role, APP link, language switch, help and the profile menu. On a narrow screen
 * (shell.css) the links fold into a Menu button and the profile button shows only its icon.
 */
export const TopBar = ({ user, admin, links }: TopBarProps) => {
  const text = useText();
  const { productName, releaseInfoUrl } = useRuntimeConfig();
  const logoUrl = useLogoUrl();
  const shownLinks = admin ? links : [];
  return (
    <Navbar className="scr-top-bar">
      <NavbarGroup align="left" className="scr-top-bar__start">
        <NavbarHeading>
          <Link to="/" className="scr-logo" aria-label={text('app.nav.home', { product: productName })}>
            <img src={logoUrl} alt="" width={120} height={28} />
          </Link>
        </NavbarHeading>
        {shownLinks.length > 0 && <NavMenu links={shownLinks} releaseInfoUrl={releaseInfoUrl} />}
        {shownLinks.length > 0 && (
          <nav aria-label={text('app.nav.label')} className="scr-top-bar__nav">
            {shownLinks.map((link) => (
              <NavLink
                key={link.path}
                to={link.path}
                end={link.path === '/organization'}
                className={({ isActive }) =>
                  `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`
                }
              >
                <Text id={link.label} />
              </NavLink>
            ))}
          </nav>
        )}
      </NavbarGroup>
      <NavbarGroup align="right" className="scr-top-bar__end">
        <AnchorButton
          className="scr-top-bar__app"
          variant="minimal"
          endIcon={<Share />}
          text={text('app.nav.app')}
          {...releaseInfoLink(text, releaseInfoUrl, 'app.nav.app')}
        />
        <NavbarDivider className="scr-top-bar__app" />
        <LanguageSwitch minimal />
        <HelpButton helpKey="start" />
        <ProfileMenu user={user} links={shownLinks} />
      </NavbarGroup>
    </Navbar>
  );
};
