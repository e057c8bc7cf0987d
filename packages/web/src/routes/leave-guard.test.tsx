import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { unguardedNavigation, useLeaveGuard } from './leave-guard.tsx';

const Guarded = ({ when }: { when: boolean }) => {
  const guard = useLeaveGuard(when);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">next</Link>
      <Link to="/form?help=profile">help</Link>
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

let router: ReturnType<typeof createMemoryRouter>;
const app = (when: boolean) => {
  router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Where />
          </>
        ),
        children: [
          { path: '/form', element: <Guarded when={when} /> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: ['/before', '/form'], initialIndex: 1 },
  );
  return render(<RouterProvider router={router} />);
};

const beforeUnloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  afterEach(cleanup);

  it('lets every navigation go while there is nothing to lose', async () => {
    app(false);
    expect(beforeUnloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('status').textContent).toBe('/next');
  });

  it('holds a navigation for stay or leave, and arms the unload prompt', async () => {
    app(true);
    expect(beforeUnloadAsks()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.getByRole('status').textContent).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByRole('status').textContent).toBe('/next');
    expect(beforeUnloadAsks()).toBe(false);
  });

  it('holds Back the same way, and lets a change of the query alone go', async () => {
    app(true);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status').textContent).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('link', { name: 'help' }));
    expect(router.state.location.search).toBe('?help=profile');
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    await act(() => router.navigate(-2));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByRole('status').textContent).toBe('/before');
  });

  it('never holds a logout back', async () => {
    app(true);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(screen.getByRole('status').textContent).toBe('/out');
  });
});
