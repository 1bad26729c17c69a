import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/test-utils';
import { BranchRulesForm } from './branch-rules-form';

const rules = {
  branchId: 1,
  branchName: 'Bhilai',
  lateGraceMinutes: 0,
  lateRatePerHourPaise: null,
  fuelChargePerEighthPaise: 60_000,
  minDriverAge: 18,
  turnaroundMinutes: 0,
  depositHoldDays: 0,
};

describe('BranchRulesForm', () => {
  it('sends minutes, rupees as paise and an empty rate as "use the package rate"', async () => {
    const onSave = vi.fn();
    renderAt(<BranchRulesForm rules={rules} pending={false} error={null} onSave={onSave} />);
    const grace = await screen.findByLabelText('Bhilai grace period (minutes)');
    await userEvent.clear(grace);
    await userEvent.type(grace, '15');
    const fuel = screen.getByLabelText('Bhilai fuel price per eighth of a tank (₹)');
    await userEvent.clear(fuel);
    await userEvent.type(fuel, '450.50');
    const turnaround = screen.getByLabelText('Bhilai turnaround between rentals (minutes)');
    await userEvent.clear(turnaround);
    await userEvent.type(turnaround, '90');
    const hold = screen.getByLabelText('Bhilai deposit hold after return (days)');
    await userEvent.clear(hold);
    await userEvent.type(hold, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai rules' }));
    expect(onSave).toHaveBeenCalledWith({
      lateGraceMinutes: 15,
      lateRatePerHourPaise: null,
      fuelChargePerEighthPaise: 45_050,
      minDriverAge: 18,
      turnaroundMinutes: 90,
      depositHoldDays: 7,
    });
  });

  it('refuses a negative rate and an age under 18 with the field named, sending nothing', async () => {
    const onSave = vi.fn();
    renderAt(<BranchRulesForm rules={rules} pending={false} error={null} onSave={onSave} />);
    const rate = await screen.findByLabelText('Bhilai late rate per hour (₹)');
    await userEvent.type(rate, '-200');
    const age = screen.getByLabelText('Bhilai minimum driver age (years)');
    await userEvent.clear(age);
    await userEvent.type(age, '16');
    const hold = screen.getByLabelText('Bhilai deposit hold after return (days)');
    await userEvent.clear(hold);
    await userEvent.type(hold, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai rules' }));
    expect(await screen.findByText('The late rate per hour cannot be negative.')).toBeVisible();
    expect(screen.getByText('The minimum driver age cannot be below 18.')).toBeVisible();
    expect(screen.getByText('The deposit hold cannot be more than 60.')).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
