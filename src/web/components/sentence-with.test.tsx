import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentenceWith } from './sentence-with';

describe('SentenceWith', () => {
  it('puts the stored value in the sentence, marked with its own language', () => {
    const { container } = render(
      <p>
        <SentenceWith value="Km Saver" sentence={(type) => `पैकेज: ${type} (चुना गया)`} />
      </p>,
    );
    expect(container.textContent).toBe('पैकेज: Km Saver (चुना गया)');
    expect(container.querySelector('span')).toHaveAttribute('lang', 'en-IN');
  });
});
