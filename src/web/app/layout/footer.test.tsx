import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../shared/site';
import { renderAt, stubFetch } from '../../test/test-utils';
import { Footer } from './footer';

const site: SiteInfo = {
  name: 'SelfDrive Chhattisgarh',
  phone: '+91 98765 43210',
  email: 'hello@selfdrive.example',
  address: 'GE Road, Supela, Bhilai 490023',
};

describe('Footer', () => {
  it('links each city to /cars?cityid=0..4 in order', () => {
    stubFetch(() => ({ body: site }));
    renderAt(<Footer />);

    const cities = within(screen.getByRole('navigation', { name: 'Browse by City' }));
    const links = cities.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bhilai',
      'Durg',
      'Raipur',
      'Bilaspur',
      'Ambikapur',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cars?cityid=0',
      '/cars?cityid=1',
      '/cars?cityid=2',
      '/cars?cityid=3',
      '/cars?cityid=4',
    ]);
  });

  it('shows the policy links', () => {
    stubFetch(() => ({ body: site }));
    renderAt(<Footer />);

    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/information/termandconditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/information/privacy',
    );
    expect(screen.getByRole('link', { name: 'Refund and Cancellation' })).toHaveAttribute(
      'href',
      '/information/RefundAndCancellation',
    );
  });

  it('shows the contact details from /api/site with tel: and mailto: links', async () => {
    const fetchMock = stubFetch(() => ({ body: site }));
    renderAt(<Footer />);

    expect(await screen.findByText('GE Road, Supela, Bhilai 490023')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'hello@selfdrive.example' })).toHaveAttribute(
      'href',
      'mailto:hello@selfdrive.example',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/site');
    expect(screen.getByText(/© \d{4} SelfDrive Chhattisgarh/)).toBeInTheDocument();
  });
});
