import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactMap } from './contact-map';

describe('ContactMap', () => {
  it('loads no map until asked, and links to the place on OpenStreetMap meanwhile', () => {
    const { container } = render(<ContactMap />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=21\.2000&mlon=81\.3500/),
    );
  });
});
