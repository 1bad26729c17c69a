import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branchRulesBodySchema } from '../../../../shared/branch-rules';
import { hiConsole } from '../../../locales/hi-console';
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
  tollFeePaise: 5_000,
  challanFeePaise: 0,
  damageFeePaise: 50_000,
  chargeNoticeDays: 3,
  chargeDisputeDays: 7,
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
      // The charges after the trip's rules are always sent, as they were shown.
      tollFeePaise: 5_000,
      challanFeePaise: 0,
      damageFeePaise: 50_000,
      chargeNoticeDays: 3,
      chargeDisputeDays: 7,
    });
  });

  it('sends the handling fees in rupees as paise and the notice period in days; empty is no fee', async () => {
    const onSave = vi.fn();
    renderAt(<BranchRulesForm rules={rules} pending={false} error={null} onSave={onSave} />);
    const group = await screen.findByRole('group', { name: 'Bhilai: charges after the trip' });
    const toll = within(group).getByLabelText('Bhilai toll handling fee (₹)');
    expect(toll).toHaveValue('50');
    await userEvent.clear(toll);
    await userEvent.type(toll, '75.50');
    await userEvent.type(within(group).getByLabelText('Bhilai challan handling fee (₹)'), '100');
    await userEvent.clear(within(group).getByLabelText('Bhilai damage handling fee (₹)'));
    const notice = within(group).getByLabelText(
      'Bhilai notice before the deposit pays a charge (days)',
    );
    await userEvent.clear(notice);
    await userEvent.type(notice, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai rules' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        tollFeePaise: 7_550,
        challanFeePaise: 10_000,
        damageFeePaise: 0,
        chargeNoticeDays: 7,
      }),
    );
  });

  it('refuses a fee over ₹5,000 and a notice over 30 days beside their fields', async () => {
    const onSave = vi.fn();
    renderAt(<BranchRulesForm rules={rules} pending={false} error={null} onSave={onSave} />);
    const damage = await screen.findByLabelText('Bhilai damage handling fee (₹)');
    await userEvent.clear(damage);
    await userEvent.type(damage, '5000.01');
    const notice = screen.getByLabelText('Bhilai notice before the deposit pays a charge (days)');
    await userEvent.clear(notice);
    await userEvent.type(notice, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai rules' }));
    expect(
      await screen.findByText('The damage handling fee cannot be more than ₹5,000.'),
    ).toBeVisible();
    expect(damage).toHaveAccessibleDescription(
      'The damage handling fee cannot be more than ₹5,000.',
    );
    expect(notice).toHaveAccessibleDescription('The notice period cannot be more than 30.');
    expect(onSave).not.toHaveBeenCalled();
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

  it('sends the dispute window in days, and refuses 0 or more than 30 beside its field', async () => {
    const onSave = vi.fn();
    renderAt(<BranchRulesForm rules={rules} pending={false} error={null} onSave={onSave} />);
    const group = await screen.findByRole('group', { name: 'Bhilai: charges after the trip' });
    const window = within(group).getByLabelText(
      'Bhilai dispute window for charges after the trip (days)',
    );
    expect(window).toHaveValue('7');
    expect(
      within(group).getByText(
        'Days after a charge is recorded in which the renter may dispute it. While a dispute is open, the held deposit waits. 1 to 30.',
      ),
    ).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save Bhilai rules' });

    await userEvent.clear(window);
    await userEvent.type(window, '0');
    await userEvent.click(save);
    expect(window).toHaveAccessibleDescription('The dispute window cannot be below 1.');
    await userEvent.clear(window);
    await userEvent.type(window, '31');
    await userEvent.click(save);
    expect(window).toHaveAccessibleDescription('The dispute window cannot be more than 30.');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(window);
    await userEvent.type(window, '14');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ chargeDisputeDays: 14 }));
  });

  it('has Hindi for every message of the deposit hold, the handling fees, the notice period and the dispute window', () => {
    const { branchId: _id, branchName: _name, ...body } = rules;
    const messages = [-1, 0.5, 500_001, 'x'].flatMap((bad) => {
      const result = branchRulesBodySchema.safeParse({
        ...body,
        depositHoldDays: bad,
        tollFeePaise: bad,
        challanFeePaise: bad,
        damageFeePaise: bad,
        chargeNoticeDays: bad,
        chargeDisputeDays: bad,
      });
      return result.error?.issues.map((i) => i.message) ?? [];
    });
    expect(new Set(messages).size).toBeGreaterThanOrEqual(14);
    expect(messages.filter((m) => !hiConsole.consoleMessages[m])).toEqual([]);
  });
});
