import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderAt } from '../../../test/test-utils';
import { ConfirmButton } from './confirm-dialog';

function Harness({ onConfirm, error }: { onConfirm: () => void; error?: unknown }) {
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <ConfirmButton
        label="Remove block"
        title="Remove the block of 3 to 5 December?"
        confirmLabel="Remove the block"
        pendingLabel="Removing…"
        pending={false}
        error={error ?? null}
        onConfirm={(close) => {
          onConfirm();
          close();
          setDone(true);
        }}
      >
        The car can be booked in that period again.
      </ConfirmButton>
      {done && <p>Removed</p>}
    </>
  );
}

describe('ConfirmButton and ConfirmDialog', () => {
  it('asks first, naming what goes, and does nothing until the named action is pressed', async () => {
    const onConfirm = vi.fn();
    renderAt(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove block' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Remove the block of 3 to 5 December?',
    });
    expect(dialog).toHaveTextContent('The car can be booked in that period again.');
    expect(onConfirm).not.toHaveBeenCalled();
    // The safe answer has the focus: a stray Enter keeps the record.
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the block' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Removed')).toBeVisible();
  });

  it('keeps the focus inside while open, and Escape cancels and returns the focus', async () => {
    const onConfirm = vi.fn();
    renderAt(<Harness onConfirm={onConfirm} />);
    const opener = await screen.findByRole('button', { name: 'Remove block' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    const remove = within(dialog).getByRole('button', { name: 'Remove the block' });
    await userEvent.tab();
    expect(remove).toHaveFocus();
    await userEvent.tab();
    expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("shows a refusal with the server's message under a heading that says it was refused", async () => {
    renderAt(
      <Harness
        onConfirm={vi.fn()}
        error={new ApiRequestError('This block overlaps booking #12.', 409)}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove block' }));
    const alert = within(screen.getByRole('alertdialog')).getByRole('alert');
    expect(alert).toHaveTextContent('This was refused');
    expect(alert).toHaveTextContent('This block overlaps booking #12.');
    expect(alert).not.toHaveTextContent('We could not load this');
  });
});
