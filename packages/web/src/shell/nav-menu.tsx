import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { Menu as MenuIcon, Share } from '@blueprintjs/icons';
import { useLocation, useNavigate } from 'react-router';
import { useText } from '../i18n/use-text.ts';
import type { ShellNavLink } from './top-bar.tsx';
import { releaseInfoLink } from './release-info-link.ts';

/**
 * The nav of a narrow screen: one Menu button in place of the links (shell.css shows one or the
 * other by the screen's width), so that every page, Integrations included, stays one tap away.
 */
export const NavMenu = ({
  links,
  releaseInfoUrl,
}: {
  links: readonly ShellNavLink[];
  releaseInfoUrl: string;
}) => {
  const text = useText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = (path: string) =>
    path === '/organization' ? pathname.replace(/\/+$/, '') === path : pathname.startsWith(path);
  const menu = (
    <Menu aria-label={text('app.nav.label')}>
      {links.map((link) => (
        <MenuItem
          key={link.path}
          text={text(link.label)}
          active={current(link.path)}
          aria-current={current(link.path) ? 'page' : undefined}
          onClick={() => void navigate(link.path)}
        />
      ))}
      <MenuDivider />
      <MenuItem
        icon={<Share />}
        text={text('app.nav.app')}
        {...releaseInfoLink(text, releaseInfoUrl, 'app.nav.app')}
      />
    </Menu>
  );
  return (
    <span className="scr-top-bar__menu">
      <Popover content={menu} placement="bottom-start">
        <Button
          variant="minimal"
          icon={<MenuIcon />}
          aria-label={text('app.nav.menu')}
          text={text('app.nav.menu')}
        />
      </Popover>
    </span>
  );
};
