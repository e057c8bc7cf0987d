import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router';
import { GuardedBrowserRouter, unguardedNavigation, useLeaveGuard } from './leave-guard.tsx';

const Guarded = ({ when }: { when: boolean }) => {
  const guard = useLeaveGuard(when);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">next</Link>
      <button onClick={() => void navigate('/out', { replace: true, state: unguardedNavigation })}>
        logout
      </button>
      {guard.asking && (
        <>
          <button onClick={guard.stay}>stay</button>
          <button onClick={guard.leave}>leave</button>
        </>
      )}
    </>
  );
};

const Where = () => <output>{useLocation().pathname}</output>;

const app = (when: boolean) =>
  render(
    <GuardedBrowserRouter>
      <Routes>
        <Route path="/form" element={<Guarded when={when} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </GuardedBrowserRouter>,
  );

const beforeUnloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  afterEach(cleanup);

  it('lets every navigation go while there is nothing to lose', async () => {
    window.history.replaceState(null, '', '/form');
    app(false);
    expect(beforeUnloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('status').textContent).toBe('/next');
  });

  it('holds a navigation for stay or leave, and arms the unload prompt', async () => {
    window.history.replaceState(null, '', '/form');
    app(true);
    expect(beforeUnloadAsks()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('status').textContent).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(window.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByRole('status').textContent).toBe('/next');
    expect(window.location.pathname).toBe('/next');
    expect(beforeUnloadAsks()).toBe(false);
  });

  it('never holds a logout back', async () => {
    window.history.replaceState(null, '', '/form');
    app(true);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(screen.getByRole('status').textContent).toBe('/out');
  });
});
