import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/test-utils';
import { useSiteInfo } from '../../lib/site';
import { MoreMenu } from './more-menu';

/** Shows the site name once /api/site has answered, so absence checks are not vacuous. */
function Loaded() {
  const site = useSiteInfo();
  return site.data ? <p>Loaded {site.data.name}</p> : null;
}

function setup(learningEnabled: boolean) {
  stubFetch(() => ({
    body: { name: 'SelfDrive', phone: '1', email: 'a@b.c', address: 'x', learningEnabled },
  }));
  renderRoutes([
    {
      path: '*',
      element: (
        <>
          <MoreMenu />
          <Loaded />
        </>
      ),
    },
  ]);
}

describe('More menu and the driving school switch', () => {
  it('lists Driving Courses and the Course Cart when the school is on', async () => {
    setup(true);
    expect(
      await screen.findByRole('link', { name: 'Driving Courses', hidden: true }),
    ).toHaveAttribute('href', '/courses/exam');
    expect(screen.getByRole('link', { name: 'Course Cart', hidden: true })).toBeInTheDocument();
  });

  it('shows only the rental items when LEARNING_ENABLED is off', async () => {
    setup(false);
    expect(await screen.findByText('Loaded SelfDrive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blogs', hidden: true })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Driving Courses', hidden: true }),
    ).not.toBeInTheDocument();
  });
});
