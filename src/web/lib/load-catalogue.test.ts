import { describe, expect, it } from 'vitest';
import { loadAccountCatalogue, loadLearningCatalogue, loadUsedParts } from './load-catalogue';

describe('catalogue parts', () => {
  it('a switch fetches, in the new language, only the parts the page has used', async () => {
    expect(await loadUsedParts('hi')).toEqual([]);

    const english = await loadAccountCatalogue('en');
    expect(loadAccountCatalogue.ready('en')).toBe(english);
    expect(loadAccountCatalogue.ready('hi')).toBeUndefined();

    const [hindi, ...others] = await loadUsedParts('hi');
    expect(others).toEqual([]);
    expect(hindi).toBe(loadAccountCatalogue.ready('hi'));
    expect(hindi).not.toEqual(english);
    expect(loadLearningCatalogue.used()).toBe(false);
  });
});
