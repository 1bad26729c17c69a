import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOKING_DOC_MESSAGE,
  BOOKING_SUCCESS_MESSAGE,
  saveBookingResult,
} from '../../../lib/booking-result';
import { renderAt } from '../../../test/test-utils';
import { ThankYouPage } from './thank-you-page';

const show = (status: string) => renderAt(<ThankYouPage />, `/thankyou?status=${status}`);

describe('thank-you page', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('after a booking shows the doc message, the booking id, documents and payment', () => {
    saveBookingResult({ message: BOOKING_SUCCESS_MESSAGE, docMsg: BOOKING_DOC_MESSAGE }, 42);
    show('success');
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Thank You for visiting here.')).toBeInTheDocument();
    expect(screen.getByText(BOOKING_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_DOC_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Your Booking ID is 42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute(
      'href',
      '/user/page/MyDocument',
    );
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
      'href',
      '/make-payment',
    );
    expect(screen.queryByRole('link', { name: 'Check Detail' })).not.toBeInTheDocument();
  });

  it('on success without a doc message offers Check Detail', () => {
    saveBookingResult({ message: 'Your booking has been cancelled.', docMsg: '' });
    show('success');
    expect(screen.getByText('Your booking has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Detail' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it.each([
    ['failed', 'Failed'],
    ['danger', 'Warning'],
    ['other', 'Information'],
  ])('shows the %s picture and no buttons', (status, picture) => {
    saveBookingResult({ message: 'Something happened.', docMsg: BOOKING_DOC_MESSAGE }, 42);
    show(status);
    expect(screen.getByRole('img', { name: picture })).toBeInTheDocument();
    expect(screen.getByText('Something happened.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Your Booking ID is 42')).not.toBeInTheDocument();
  });
});
