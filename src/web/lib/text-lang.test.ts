import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang';

describe('textLang', () => {
  it('marks a stored text by its script', () => {
    expect(textLang('Shop 12, Nehru Nagar Square, Bhilai')).toBe('en-IN');
    expect(textLang('मानसून में गाड़ी चलाने के दस नियम')).toBe('hi-IN');
    expect(textLang('NH-53 पर ड्राइविंग')).toBe('hi-IN');
  });
});
