import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../../test/render.tsx';
import { PLEASE_WAIT_GRACE_MS, ShellDialogsProvider, useShellDialogs } from './shell-dialogs.tsx';

/** A step the test ends by hand. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

type Step = ReturnType<typeof deferred>;
const outcomes: string[] = [];

/** Buttons that run steps under 'Please wait' and open 'Contact us for your final activation'. */
const Probe = ({ steps }: { steps: Step[] }) => {
  const { whilePleaseWait, showFinalActivation } = useShellDialogs();
  return (
    <>
      {steps.map((step, i) => (
        <button
          key={i}
          onClick={() =>
            void whilePleaseWait(() => step.promise).then(
              () => outcomes.push(`step ${i} done`),
              (e: Error) => outcomes.push(`step ${i} ${e.message}`),
            )
          }
        >
          step {i}
        </button>
      ))}
      <button onClick={showFinalActivation}>activation</button>
    </>
  );
};

const renderProbe = (steps: Step[] = []) =>
  render(
    <Providers>
      <ShellDialogsProvider>
        <Probe steps={steps} />
      </ShellDialogsProvider>
    </Providers>,
  );

const pleaseWait = () => screen.queryByRole('dialog', { name: 'Please wait' });
const sleep = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

describe("'Please wait' (product-reference §2.3)", () => {
  it('covers a slow step with a spinner the user cannot close, and closes when it ends', async () => {
    const step = deferred();
    renderProbe([step]);
    await userEvent.click(screen.getByText('step 0'));
    const dialog = await screen.findByRole('dialog', { name: 'Please wait' });
    expect(within(dialog).getByRole('progressbar', { name: 'Please wait' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(pleaseWait()).toBeTruthy();
    await act(async () => step.resolve());
    await waitFor(() => expect(pleaseWait()).toBeNull());
    expect(outcomes).toContain('step 0 done');
  });

  it('is never left open by a step that fails, and hands the failure on', async () => {
    const step = deferred();
    renderProbe([step]);
    await userEvent.click(screen.getByText('step 0'));
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => step.reject(new Error('wallet gone')));
    await waitFor(() => expect(pleaseWait()).toBeNull());
    expect(outcomes).toContain('step 0 wallet gone');
  });

  it('does not flash for a step that ends within the grace time', async () => {
    const step = deferred();
    renderProbe([step]);
    await userEvent.click(screen.getByText('step 0'));
    await act(async () => step.resolve());
    await sleep(PLEASE_WAIT_GRACE_MS * 2);
    expect(pleaseWait()).toBeNull();
  });

  it('stays open until the last of overlapping steps ends', async () => {
    const first = deferred();
    const second = deferred();
    renderProbe([first, second]);
    await userEvent.click(screen.getByText('step 0'));
    await userEvent.click(screen.getByText('step 1'));
    expect(await screen.findByRole('dialog', { name: 'Please wait' })).toBeTruthy();
    await act(async () => first.resolve());
    await sleep(PLEASE_WAIT_GRACE_MS * 2);
    expect(pleaseWait()).toBeTruthy();
    await act(async () => second.resolve());
    await waitFor(() => expect(pleaseWait()).toBeNull());
  });
});

describe("'Contact us for your final activation' (product-reference §2.3)", () => {
  it('names the support address of the runtime config and closes', async () => {
    renderProbe();
    await userEvent.click(screen.getByText('activation'));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us for your final activation' });
    expect(dialog.textContent).toContain(
      'Your account is almost ready. Please contact us at support@example.com to complete its activation.',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contact us for your final activation' })).toBeNull(),
    );
  });
});
