import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { branchOf, renderAt, stubFetch } from '../../../test/test-utils';
import { ContactPage } from './contact-page';

describe('the contact page', () => {
  it('lists each branch with the phone and hours the console saved, the phone as a call link', async () => {
    stubFetch((u) => {
      if (u.pathname === '/api/catalogue') {
        return {
          body: {
            branches: [
              branchOf(1, 'Bhilai', 1),
              {
                ...branchOf(3, 'Raipur', 3),
                phone: '+917714045566',
                openingHours: 'Every day 7:00 AM – 10:00 PM',
              },
            ],
            categories: [],
          },
        };
      }
      if (u.pathname === '/api/site') {
        return {
          body: {
            name: 'SelfDrive Chhattisgarh',
            phone: '+919876543210',
            email: 'hello@selfdrive.test',
            address: 'Nehru Nagar, Bhilai',
            learningEnabled: true,
          },
        };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    renderAt(<ContactPage />, '/contact-us');
    const raipur = await screen.findByRole('listitem', { name: 'Raipur branch' });
    expect(within(raipur).getByRole('link', { name: '+917714045566' })).toHaveAttribute(
      'href',
      'tel:+917714045566',
    );
    expect(raipur).toHaveTextContent('Every day 7:00 AM – 10:00 PM');
    // A detail not set yet is left out.
    const bhilai = screen.getByRole('listitem', { name: 'Bhilai branch' });
    expect(within(bhilai).queryByRole('link')).toBeNull();
  });
});
