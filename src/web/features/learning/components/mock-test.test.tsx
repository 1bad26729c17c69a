import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartedAttempt } from '../../../../shared/learning-study';
import { MockTest } from './mock-test';

const attempt = (deadlineInSeconds: number): StartedAttempt => ({
  attemptId: 4,
  mode: 'mock',
  durationSeconds: 26 * 60,
  deadlineAt: new Date(Date.now() + deadlineInSeconds * 1000).toISOString(),
  questions: [
    {
      id: 1,
      prompt: 'What does a red light mean?',
      options: ['Stop', 'Go'],
      language: 'en',
      imageUrl: null,
    },
    {
      id: 2,
      prompt: 'Where do you overtake?',
      options: ['Left', 'Right'],
      language: 'en',
      imageUrl: null,
    },
  ],
});

afterEach(() => vi.useRealTimers());

describe('MockTest', () => {
  it('starts its clock at the full time even when this device runs 24 s fast', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
    // The server's deadline reads 25:36 away on this device's clock.
    render(<MockTest attempt={attempt(26 * 60 - 24)} onSubmit={() => {}} submitting={false} />);
    expect(screen.getByText('26:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('25:59')).toBeInTheDocument();
  });

  it('asks before submitting with no answer, and submits only when told to', async () => {
    const onSubmit = vi.fn();
    render(<MockTest attempt={attempt(26 * 60)} onSubmit={onSubmit} submitting={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit your answers?' });
    expect(dialog).toHaveTextContent(
      'You have not answered any of the 2 questions. Every question will count as wrong.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep answering' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'You have answered 1 of 2 questions.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(onSubmit).toHaveBeenCalledWith({ '1': 0 });
  });
});
