import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleCar } from '../../../../shared/console-fleet';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { TrainingCarToggle } from './training-car-toggle';

const car: ConsoleCar = {
  id: 12,
  branchId: 1,
  branchName: 'Bhilai',
  categoryId: 1,
  categoryName: 'Hatchback',
  subcategoryId: null,
  brandName: 'Maruti',
  modelName: 'Swift',
  title: 'Maruti Swift',
  imageUrl: '/media/cars/12.svg',
  fuelType: 'Petrol',
  transmission: 'manual',
  seats: 5,
  carNumber: 'CG 07 AB 1234',
  shortDescription: '',
  securityDepositPaise: 300_000,
  outstationSecurityDepositPaise: 500_000,
  isActive: true,
  isTrainingCar: false,
  accessoryIds: [],
  amenityIds: [],
  ratePackages: [],
};

describe("a car's training-car mark", () => {
  it('marks the car a training car', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === '/api/console/cars/12/training'
        ? { body: { ...car, isTrainingCar: true } }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderAt(<TrainingCarToggle car={car} />);
    expect(screen.getByText('This car is not a training car.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as training car' }));
    expect(await screen.findByText('The car is a training car now.')).toBeVisible();
    expect(sentBody(fetchMock, '/api/console/cars/12/training')).toEqual({ isTrainingCar: true });
  });

  it('asks before taking a training car off', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found' } }));
    renderAt(<TrainingCarToggle car={{ ...car, isTrainingCar: true }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'No longer a training car' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Take Maruti Swift (CG 07 AB 1234) off the training cars?');
    expect(within(dialog).getByRole('button', { name: 'Take it off' })).toBeEnabled();
  });
});
