import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Handover } from '../../../../shared/console-bookings';
import { renderAt } from '../../../test/test-utils';
import { HandoverComparison } from './handover-comparison';
import { HandoverForm, type ChecklistStart } from './handover-form';

function renderForm(stage: 'pickup' | 'return' = 'pickup', checklistStart?: ChecklistStart) {
  const onSubmit = vi.fn();
  renderAt(
    <HandoverForm
      stage={stage}
      checklistStart={checklistStart}
      pickupAt={new Date().toISOString()}
      photos={[{ id: 71 }, { id: 72 }]}
      pickupMarks={
        stage === 'return'
          ? [{ number: 1, x: 0.5, y: 0.05, note: 'Old', photoUrl: null }]
          : undefined
      }
      pending={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('damage marks on the handover form', () => {
  it('places a mark by tapping the outline, at the tapped place, with its note and photo', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Odometer (km)'), '12000');
    const outline = screen.getByRole('img', { name: /tap to mark damage \(0 marked\)/ });
    outline.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400 }) as DOMRect;
    fireEvent.click(outline, { clientX: 50, clientY: 300 });
    expect(screen.getByText('Mark 1: Left rear door and wing')).toBeVisible();
    await user.type(screen.getByLabelText('Mark 1: what is damaged'), 'Dent on the rear door');
    await user.selectOptions(screen.getByLabelText('Mark 1: photo'), 'Photo 2');
    await user.click(screen.getByRole('button', { name: 'Hand over the car' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![1]).toEqual([
      { x: 0.25, y: 0.75, note: 'Dent on the rear door', photoId: 72 },
    ]);
  });

  it('adds a mark by named place from the keyboard, and asks for its note before sending', async () => {
    const onSubmit = renderForm('return');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Odometer (km)'), '12100');
    await user.selectOptions(screen.getByLabelText('Place on the car'), 'Boot');
    await user.click(screen.getByRole('button', { name: 'Add a damage mark' }));
    // At return the new marks are numbered N1.. beside the pickup's grey ones.
    expect(screen.getByText('Mark N1: Boot')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close the return' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Mark N1: what is damaged')).toHaveAccessibleDescription(
      'Say what the damage is.',
    );
    await user.type(screen.getByLabelText('Mark N1: what is damaged'), 'Scratch');
    await user.click(screen.getByRole('button', { name: 'Close the return' }));
    expect(onSubmit.mock.calls[0]![1]).toEqual([{ x: 0.5, y: 0.82, note: 'Scratch' }]);
    await user.click(screen.getByRole('button', { name: 'Remove Mark N1' }));
    expect(screen.getByText('No damage marked.')).toBeVisible();
  });
});

describe('the handover checklist starts from what was last seen', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name });
  const submit = async (button: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Odometer (km)'), '12000');
    await user.click(screen.getByRole('button', { name: button }));
  };

  it('starts unticked at a first pickup, so nothing is recorded that nobody looked for', async () => {
    const onSubmit = renderForm('pickup');
    expect(screen.getByText('Tick each item you find in the car.')).toBeVisible();
    for (const name of ['Spare tyre', 'Jack and wheel spanner', /Car documents/]) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await userEvent.click(box('Spare tyre'));
    await submit('Hand over the car');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      spareTyre: true,
      jack: false,
      documents: false,
      accessories: '',
    });
  });

  it("starts a pickup from the car's last return, the missing jack unticked", () => {
    renderForm('pickup', {
      from: 'lastReturn',
      checklist: { spareTyre: true, jack: false, documents: true, accessories: 'Phone holder' },
    });
    expect(screen.getByText(/Ticked as the car came back from its last rental/)).toBeVisible();
    expect(box('Spare tyre')).toBeChecked();
    expect(box('Jack and wheel spanner')).not.toBeChecked();
    expect(screen.getByLabelText('Accessories in the car')).toHaveValue('Phone holder');
  });

  it('starts a return from the pickup: a jack missing then is not recorded as come back', async () => {
    const onSubmit = renderForm('return', {
      from: 'pickup',
      checklist: { spareTyre: true, jack: false, documents: true, accessories: 'Phone holder' },
    });
    expect(screen.getByText(/Ticked as the car went out at pickup/)).toBeVisible();
    await submit('Close the return');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      spareTyre: true,
      jack: false,
      documents: true,
      accessories: 'Phone holder',
    });
  });
});

const handover = (stage: 'pickup' | 'return', over: Partial<Handover>): Handover => ({
  stage,
  odometerKm: 12_000,
  fuelEighths: 8,
  notes: null,
  recordedAt: '2026-12-02T04:30:00.000Z',
  recordedByName: 'Meena',
  photos: [],
  checklist: { spareTyre: true, jack: true, documents: true, accessories: '' },
  earlyReason: null,
  damageMarks: [],
  signed: true,
  ...over,
});

describe('pickup and return side by side', () => {
  it('shows both columns, says what changed and lists the new damage first', () => {
    renderAt(
      <HandoverComparison
        pickup={handover('pickup', {
          damageMarks: [{ number: 1, x: 0.5, y: 0.05, note: 'Old scratch', photoUrl: null }],
        })}
        back={handover('return', {
          odometerKm: 12_240,
          fuelEighths: 6,
          checklist: { spareTyre: true, jack: false, documents: true, accessories: '' },
          damageMarks: [{ number: 1, x: 0.5, y: 0.95, note: 'Dented bumper', photoUrl: null }],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'New damage at return: 1' })).toBeVisible();
    expect(screen.getByText('Dented bumper', { exact: false })).toHaveTextContent(
      'N1 Rear bumper: Dented bumper',
    );
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
    expect(row('Odometer').getByText('12240 km (changed)')).toBeVisible();
    expect(row('Fuel').getByText('6/8 (changed)')).toBeVisible();
    expect(row('Jack').getByText('No (changed)')).toBeVisible();
    expect(row('Spare tyre').getAllByText('Yes')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Damage at return: 1 from pickup in grey, 1 new in red' }),
    ).toBeVisible();
    // The return's marks are the new ones: the count says what the car now carries.
    expect(
      row('Damage marks').getByText('New damage at return: 1 (car now carries 2)'),
    ).toBeVisible();
  });

  it('does not call a jack missing at both handovers a change', () => {
    const missingJack = { spareTyre: true, jack: false, documents: true, accessories: '' };
    renderAt(
      <HandoverComparison
        pickup={handover('pickup', {
          checklist: missingJack,
          damageMarks: [{ number: 1, x: 0.5, y: 0.05, note: 'Old scratch', photoUrl: null }],
        })}
        back={handover('return', { checklist: missingJack })}
      />,
    );
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
    expect(row('Jack').getAllByText('No')).toHaveLength(2);
    expect(
      row('Damage marks').getByText('New damage at return: 0 (car now carries 1)'),
    ).toBeVisible();
    expect(screen.queryByText(/\(changed\)/)).not.toBeInTheDocument();
  });

  it('says plainly when nothing new was found', () => {
    renderAt(<HandoverComparison pickup={handover('pickup', {})} back={handover('return', {})} />);
    expect(screen.getByRole('heading', { name: 'No new damage at return' })).toBeVisible();
  });
});
