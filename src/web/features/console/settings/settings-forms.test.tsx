import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/test-utils';
import { BranchDetailsForm } from './branch-details-form';
import { CancellationScheduleForm } from './cancellation-schedule-form';

const bhilai = {
  id: 1,
  name: 'Bhilai',
  address: 'Civic Centre',
  phone: '+919876543210',
  mapUrl: '',
  openingHours: '9 to 8',
};

describe('BranchDetailsForm', () => {
  it('sends the typed details and refuses a map link that is not https', async () => {
    const onSave = vi.fn();
    renderAt(
      <BranchDetailsForm branch={bhilai} editable pending={false} error={null} onSave={onSave} />,
    );
    const map = await screen.findByLabelText('Bhilai map link');
    await userEvent.type(map, 'http://maps.example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai' }));
    expect(
      await screen.findByText('The map link must be a web address starting with https://.'),
    ).toBeVisible();
    expect(map).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(map);
    await userEvent.type(map, 'https://maps.example.com/x');
    const hours = screen.getByLabelText('Bhilai opening hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, 'Mon–Sun 8 AM – 9 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bhilai' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        address: 'Civic Centre',
        phone: '+919876543210',
        mapUrl: 'https://maps.example.com/x',
        openingHours: 'Mon–Sun 8 AM – 9 PM',
      },
      expect.anything(),
    );
  });

  it('is read-only for branch staff', async () => {
    renderAt(
      <BranchDetailsForm
        branch={bhilai}
        editable={false}
        pending={false}
        error={null}
        onSave={vi.fn()}
      />,
    );
    expect(await screen.findByLabelText('Bhilai phone')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Bhilai' })).toBeNull();
  });
});

describe('CancellationScheduleForm', () => {
  const rules = [
    { minHoursBeforeStart: 0, maxHoursBeforeStart: 24, deductionPercent: 50 },
    { minHoursBeforeStart: 24, maxHoursBeforeStart: null, deductionPercent: 10 },
  ];

  it('names a gap before sending, and sends a schedule without one', async () => {
    const onSave = vi.fn();
    renderAt(
      <CancellationScheduleForm
        rules={rules}
        editable
        pending={false}
        error={null}
        onSave={onSave}
      />,
    );
    const from = await screen.findByLabelText('Band 2: from hours');
    await userEvent.clear(from);
    await userEvent.type(from, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing covers 24 to 48 hours before pickup.',
    );
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(from);
    await userEvent.type(from, '24');
    const deduction = screen.getByLabelText('Band 2: deduction %');
    await userEvent.clear(deduction);
    await userEvent.type(deduction, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(onSave).toHaveBeenCalledWith({
      rules: [rules[0], { ...rules[1], deductionPercent: 0 }],
    });
  });
});
