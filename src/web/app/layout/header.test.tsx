import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CatalogueResponse } from '../../../shared/cars';
import { branchOf, renderAt, stubFetch } from '../../test/test-utils';
import { Header } from './header';

const catalogue: CatalogueResponse = {
  branches: [branchOf(7, 'Raipur - Pandri', 2), branchOf(8, 'Bilaspur - Vyapar Vihar', 3)],
  categories: [],
};

const setup = () => {
  stubFetch(() => ({ body: catalogue }));
  return renderAt(<Header />);
};

describe('Header', () => {
  it('has the main menu links and Sign in', () => {
    setup();
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Rent a Car', '/cars'],
      ['My Dashboard', '/user/dashboard'],
      ['Contact Us', '/contact-us'],
      ['Sign in', '/user/login'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('the More button reveals FAQ, Gallery and Blogs', async () => {
    setup();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();

    await userEvent.click(more);

    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');

    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the drawer as a popover: the browser does it from the button, without the app', () => {
    setup();
    const open = screen.getByRole('button', { name: 'Open menu' });
    const drawer = document.getElementById(open.getAttribute('popovertarget')!);
    expect(drawer).toHaveAttribute('popover', 'auto');
    // Once the app runs, a closed drawer is an empty shell (the server's holds the links,
    // entry-server.test.tsx), hidden here too, where popovers are not native.
    expect(drawer).toBeEmptyDOMElement();
    expect(drawer).not.toBeVisible();
  });

  it('opens the drawer from Open menu and closes it with Escape or Close menu', async () => {
    setup();
    const open = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveTextContent('Gallery');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the search strip holds the branch search, which expands to pickup and drop', async () => {
    setup();
    const strip = screen.getByRole('search', { name: 'Find a car' });
    const select = within(strip).getByLabelText('Branch');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Bilaspur - Vyapar Vihar' })).toBeVisible(),
    );
    expect(within(strip).queryByLabelText('Pickup date')).not.toBeInTheDocument();

    await userEvent.selectOptions(select, 'Bilaspur - Vyapar Vihar');

    expect(within(strip).getByLabelText('Pickup date')).toBeInTheDocument();
    expect(within(strip).getByLabelText('Drop time')).toBeInTheDocument();
  });
});
