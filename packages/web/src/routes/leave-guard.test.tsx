import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { unguardedNavigation, useLeaveGuard } from './leave-guard.tsx';

const Guarded = ({ when }: { when: boolean }) => {
  const guard = useLeaveGuard(when);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">next</Link>
      <button onClick={() => void navigate('/elsewhere')}>go</button>
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

/** The guarded form at /form, reached from /start (so that Back has somewhere to go). */
const app = (when: boolean) => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Guarded when={when} /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/start', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { where: () => router.state.location.pathname, back: () => act(() => router.navigate(-1)) };
};

const beforeUnloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  afterEach(cleanup);

  it('lets every navigation go while there is nothing to lose', async () => {
    const { where } = app(false);
    expect(beforeUnloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(where()).toBe('/next');
  });

  it('holds a link for stay or leave, and arms the unload prompt', async () => {
    const { where } = app(true);
    expect(beforeUnloadAsks()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(where()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(where()).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(where()).toBe('/next');
    expect(beforeUnloadAsks()).toBe(false);
  });

  it('holds a programmatic navigation the same way', async () => {
    const { where } = app(true);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(where()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(where()).toBe('/elsewhere');
  });

  it('undoes Back while asking, and goes back on leave', async () => {
    const { where, back } = app(true);
    await back();
    expect(where()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(where()).toBe('/form');

    await back();
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(where()).toBe('/start');
  });

  it('never holds a logout back', async () => {
    const { where } = app(true);
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(where()).toBe('/out');
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
  });
});
