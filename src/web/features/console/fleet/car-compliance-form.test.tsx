import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/test-utils';
import { CarComplianceForm } from './car-compliance-form';

const compliance = {
  carId: 7,
  registrationExpiresOn: '2030-01-31',
  insuranceExpiresOn: null,
  pucExpiresOn: null,
  permitExpiresOn: null,
  lastServiceOn: null,
  serviceDueOn: null,
  serviceDueKm: null,
  odometerKm: 12_000,
  usableUntil: '2030-01-31T18:30:00.000Z',
  problems: ['The registration is valid until 2030-01-31.'],
};

describe('CarComplianceForm', () => {
  it('shows how the papers stand and sends the dates and km typed', async () => {
    const onSave = vi.fn();
    renderAt(
      <CarComplianceForm compliance={compliance} pending={false} error={null} onSave={onSave} />,
    );
    expect(await screen.findByText('valid until 31 Jan 2030')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Insurance valid until'), '2027-06-30');
    await userEvent.type(screen.getByLabelText('Next service due at (km)'), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Save papers and service' }));
    expect(onSave).toHaveBeenCalledWith({
      registrationExpiresOn: '2030-01-31',
      insuranceExpiresOn: '2027-06-30',
      pucExpiresOn: null,
      permitExpiresOn: null,
      lastServiceOn: null,
      serviceDueOn: null,
      serviceDueKm: 15_000,
      odometerKm: 12_000,
    });
  });

  it('refuses a next service before the last one and negative km, sending nothing', async () => {
    const onSave = vi.fn();
    renderAt(
      <CarComplianceForm compliance={compliance} pending={false} error={null} onSave={onSave} />,
    );
    await userEvent.type(await screen.findByLabelText('Last service on'), '2027-05-01');
    await userEvent.type(screen.getByLabelText('Next service due on'), '2027-04-01');
    await userEvent.type(screen.getByLabelText('Next service due at (km)'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save papers and service' }));
    expect(await screen.findByText('The next service km cannot be negative.')).toBeVisible();
    expect(screen.getByText('The next service date must be after the last service.')).toBeVisible();
    expect(screen.getByLabelText('Next service due on')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
