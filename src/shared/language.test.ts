import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage, languageOfTag } from './language.js';

describe('the visitor language', () => {
  it('reads Accept-Language by weight and ignores languages we do not have', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('mr-IN,en;q=0.4,hi;q=0.6')).toBe('hi');
    expect(languageFromAcceptLanguage('fr,de;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('hi;q=0,en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('takes the cookie first, then the account, then the browser, then English', () => {
    const acceptLanguage = 'hi-IN';
    expect(chooseLanguage({ cookie: 'en', account: 'hi', acceptLanguage })).toBe('en');
    expect(chooseLanguage({ cookie: 'xx', account: 'en', acceptLanguage })).toBe('en');
    expect(chooseLanguage({ account: null, acceptLanguage })).toBe('hi');
    expect(chooseLanguage({ acceptLanguage: 'ta-IN' })).toBe('en');
  });

  it('maps <html lang> tags to a language', () => {
    expect(languageOfTag('hi-IN')).toBe('hi');
    expect(languageOfTag('en-IN')).toBe('en');
    expect(languageOfTag('')).toBe('en');
  });
});
