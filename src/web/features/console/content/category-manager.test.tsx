import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { CategoryManager } from './category-manager';

describe('CategoryManager', () => {
  it('lists each category by its name, not its number, and renames it', async () => {
    const fetchMock = stubFetch(() => ({
      body: {
        categories: [
          { id: 3, title: 'Road trips', postCount: 4 },
          { id: 7, title: 'Driving tips', postCount: 1 },
        ],
      },
    }));
    renderAt(<CategoryManager />);
    const field = await screen.findByLabelText('Name of “Road trips” (4 posts)');
    expect(screen.getByLabelText('Name of “Driving tips” (1 post)')).toHaveValue('Driving tips');
    expect(screen.queryByText(/Category 3/)).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'Weekend road trips');
    await userEvent.click(screen.getByRole('button', { name: 'Rename “Road trips”' }));
    expect(sentBody(fetchMock, '/api/console/content/categories/3')).toEqual({
      title: 'Weekend road trips',
    });
  });
});
