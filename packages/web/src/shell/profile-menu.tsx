import { Suspense, useRef, useState } from 'react';
import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { Envelope, Office, Share, SwapHorizontal, Tag, User, LogOut } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import type { LoginOption } from '@scr/domain';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { useText } from '../i18n/use-text.ts';
import type { ShellUser } from '../session/session-context.tsx';
import { useLogout } from '../session/use-logout.ts';
import { releaseInfoLink } from './release-info-link.ts';
import { ThemeMenuItem } from './theme/theme-menu-item.tsx';
import type { ShellNavLink } from './top-bar.tsx';
import { useShellSlots } from './shell-slots.tsx';
import { useResultQuery } from '../server-state/result-query.ts';

const noOptions: readonly LoginOption[] = [];

/** Carriers see no account type in the menu (product-reference §1). */
const showsAccountType = (user: ShellUser): boolean =>
  user.organizationRole !== 'carrier' && user.accountType !== null;

/**
 * Email, organization name, account type (not for carriers), links by role, App, Logout (product-reference §2.2);
 * 'Switch organization' when the email belongs to other organizations it may sign in to.
 */
export const ProfileMenu = ({ user, links }: { user: ShellUser; links: readonly ShellNavLink[] }) => {
  const text = useText();
  const navigate = useNavigate();
  const logout = useLogout();
  const { releaseInfoUrl } = useRuntimeConfig();
  // The sign-in feature's parts (shell-slots.tsx): the shell imports no feature.
  const { useSwitchOptionsRead, SwitchOrganizationDialog } = useShellSlots();
  // Unknown options are no options: while the read runs or when it fails, the menu offers no switch.
  const switchOptions = useResultQuery(useSwitchOptionsRead(user)).data ?? noOptions;
  const [switching, setSwitching] = useState(false);
  // The dialog's way back: the menu item that opened it is gone with the menu.
  const profileButton = useRef<HTMLButtonElement>(null);
  const menu = (
    <Menu aria-label={text('app.menu.open')}>
      <MenuItem icon={<Envelope />} text={user.email} disabled />
      <MenuItem icon={<Office />} text={user.organizationName} disabled />
      {switchOptions.length > 0 && (
        <MenuItem
          icon={<SwapHorizontal />}
          text={text('session.switch.menu')}
          onClick={() => setSwitching(true)}
        />
      )}
      {showsAccountType(user) && user.accountType && (
        <MenuItem icon={<Tag />} text={text(user.accountType)} disabled />
      )}
      {links.length > 0 && <MenuDivider />}
      {links.map((link) => (
        <MenuItem key={link.path} text={text(link.label)} onClick={() => void navigate(link.path)} />
      ))}
      <MenuDivider />
      <ThemeMenuItem />
      <MenuItem
        icon={<Share />}
        text={text('app.menu.app')}
        {...releaseInfoLink(text, releaseInfoUrl, 'app.menu.app')}
      />
      <MenuItem icon={<LogOut />} text={text('session.logout')} onClick={logout} />
    </Menu>
  );
  return (
    <>
      <Popover content={menu} placement="bottom-end">
        <Button
          ref={profileButton}
          className="scr-top-bar__profile"
          variant="minimal"
          icon={<User />}
          aria-label={text('app.menu.open')}
          text={
            // A user of several organizations sees which one this tab is signed in to.
            switchOptions.length > 0 ? (
              <>
                <span className="scr-top-bar__org">{user.organizationName}</span> {user.email}
              </>
            ) : (
              user.email
            )
          }
        />
      </Popover>
      {switching && (
        <Suspense fallback={null}>
          <SwitchOrganizationDialog
            user={user}
            options={switchOptions}
            opener={profileButton}
            onClose={() => setSwitching(false)}
          />
        </Suspense>
      )}
    </>
  );
};
