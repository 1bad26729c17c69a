import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CarForm } from './car-form';

const OPTIONS = { categories: [], accessories: [], amenities: [] };

function setup(branches: { id: number; name: string }[]) {
  stubFetch((u) =>
    u.pathname === '/api/console/branches' ? { body: { branches } } : { body: OPTIONS },
  );
  const onSubmit = vi.fn();
  renderAt(
    // The staff member's branch is not known yet when the form first renders (it loads).
    <CarForm
      car={null}
      defaultBranchId={null}
      pending={false}
      error={null}
      submitLabel="Add car"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit };
}

describe('CarForm branch field', () => {
  it("takes a branch member's only branch as chosen, so it is never asked for", async () => {
    setup([{ id: 3, name: 'Raipur' }]);
    const branch = screen.getByLabelText('Branch');
    expect(await screen.findByRole('option', { name: 'Raipur' })).toBeInTheDocument();
    expect(branch).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Please choose the category.')).toBeVisible();
    expect(screen.queryByText('Please choose the branch.')).toBeNull();
  });

  it('asks an admin to choose, with no branch shown as chosen', async () => {
    setup([
      { id: 1, name: 'Bhilai' },
      { id: 3, name: 'Raipur' },
    ]);
    expect(await screen.findByRole('option', { name: 'Raipur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Branch')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a branch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Please choose the branch.')).toBeVisible();
  });
});
