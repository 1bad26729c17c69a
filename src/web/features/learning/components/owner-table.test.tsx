import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerTable } from './owner-list-head';

// jsdom lays nothing out, so this checks the rules that keep a phone's table readable: the
// body's `overflow-wrap: anywhere` is switched off for the table (words whole, never
// "E/di/t"), which is given a width of its own and scrolls sideways in its box instead.
describe('OwnerTable on a 390 px phone', () => {
  it('keeps words whole and scrolls sideways instead of breaking them letter by letter', () => {
    render(
      <OwnerTable countLabel="Listener">
        <tr>
          <td>Reversing into a Parking Spot</td>
        </tr>
      </OwnerTable>,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('break-normal');
    expect(table.className).toMatch(/min-w-\[\d+rem\]/);
    expect(screen.getByTestId('owner-table-scroller')).toHaveClass('overflow-x-auto');
  });
});
