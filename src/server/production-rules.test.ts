import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SAMPLE_INR_PER_USD } from './config.js';
import { PLACEHOLDERS } from './production-rules.js';
import { productionEnv } from './test/production-env.js';

/** The problems loadConfig refuses with, or [] when it accepts the environment. */
function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const without = (name: string) => {
  const env = productionEnv();
  delete env[name];
  return env;
};

describe('production configuration', () => {
  it('starts with a complete environment: no demo data, no dev mailbox, no proxy trusted', () => {
    const config = loadConfig(productionEnv());
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.payment.gateway).toBe('razorpay');
  });

  it('with nothing else set, refuses once, naming every missing or unsafe setting', () => {
    const problems = refusal({ NODE_ENV: 'production' });
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'PAYMENT_GATEWAY',
        'PUBLIC_URL',
        'SMTP_URL',
        ...Object.keys(PLACEHOLDERS),
      ]),
    );
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^The server will not start; fix these settings:\n {2}- /);
  });

  it('refuses the test gateway, which lets customers mark their own bookings paid', () => {
    expect(refusal({ ...productionEnv(), PAYMENT_GATEWAY: 'test' })).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY: must be razorpay in production/),
    ]);
    expect(refusal(without('PAYMENT_GATEWAY'))).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY: must be razorpay/),
    ]);
  });

  it('refuses Razorpay without each of its three secrets', () => {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
      expect(refusal(without(name)), name).toEqual([
        expect.stringMatching(/^PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID/),
      ]);
    }
  });

  it('refuses demo seeding (a staff account with a published password)', () => {
    expect(refusal({ ...productionEnv(), SEED_DEMO: 'true' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: must be false in production/),
    ]);
    expect(refusal({ ...productionEnv(), SEED_DEMO: 'false' })).toEqual([]);
  });

  it('refuses the dev mailbox whatever is set', () => {
    for (const value of ['true', '1']) {
      expect(refusal({ ...productionEnv(), DEV_MAILBOX: value })).toEqual([
        expect.stringMatching(/^DEV_MAILBOX: must not be on in production/),
      ]);
    }
    expect(loadConfig({ ...productionEnv(), DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('refuses a missing or plain-http PUBLIC_URL and a missing SMTP_URL', () => {
    expect(refusal(without('PUBLIC_URL'))).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required/),
    ]);
    expect(refusal({ ...productionEnv(), PUBLIC_URL: 'http://selfdrive.example' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required in production, the https:\/\//),
    ]);
    expect(refusal(without('SMTP_URL'))).toEqual([expect.stringMatching(/^SMTP_URL: required/)]);
  });

  it('refuses every placeholder payee and contact detail, left out or copied from .env.example', () => {
    for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
      const expected = [expect.stringMatching(new RegExp(`^${name}: set the business's own`))];
      expect(refusal(without(name)), name).toEqual(expected);
      expect(refusal({ ...productionEnv(), [name]: placeholder }), name).toEqual(expected);
    }
  });

  it('trusts a proxy only when TRUST_PROXY says so', () => {
    expect(loadConfig({ ...productionEnv(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(
      loadConfig({ ...productionEnv(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(refusal({ ...productionEnv(), TRUST_PROXY: 'yes please' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be true, false or/),
    ]);
  });
});

describe('development and test defaults', () => {
  it('keep demo data and the dev mailbox on, with no proxy trusted', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config).toMatchObject({ seedDemo: true, devMailbox: true, trustProxy: false });
      expect(config.payment.gateway).toBe('test');
    }
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('with GST on, refuses to start without the GSTIN and the registered address', () => {
    expect(refusal({ ...productionEnv(), GST_ENABLED: 'true' })).toEqual([
      expect.stringMatching(/^GSTIN: required in production when GST_ENABLED is on/),
      expect.stringMatching(/^GST_ADDRESS: required in production when GST_ENABLED is on/),
    ]);
    const config = loadConfig({
      ...productionEnv(),
      GST_ENABLED: 'true',
      GSTIN: '27aapfu0939f1zv',
      GST_ADDRESS: '4 Pandri Main Road, Raipur, Chhattisgarh 492004',
    });
    expect(config.gst).toMatchObject({ enabled: true, gstin: '27AAPFU0939F1ZV', stateCode: '22' });
    expect(loadConfig(productionEnv()).gst).toMatchObject({ enabled: false, gstin: null });
  });

  it('with the driving school on, refuses to start without the rupee rate of the dollar', () => {
    expect(refusal(without('LEARNING_INR_PER_USD'))).toEqual([
      expect.stringMatching(/^LEARNING_INR_PER_USD: required in production while the driving/),
    ]);
    expect(refusal({ ...without('LEARNING_INR_PER_USD'), LEARNING_ENABLED: 'false' })).toEqual([]);
    expect(loadConfig(productionEnv()).learning.inrPerUsd).toBe(86.25);
    expect(loadConfig({ NODE_ENV: 'development' }).learning.inrPerUsd).toBe(SAMPLE_INR_PER_USD);
  });

  it('refuses a GSTIN whose check character is wrong, naming the setting', () => {
    expect(refusal({ ...productionEnv(), GSTIN: '27AAPFU0939F1ZW' })).toEqual([
      expect.stringMatching(/^GSTIN: This GSTIN is not valid/),
    ]);
  });

  it('takes prices without GST (the checkout adds it), and with GST by default', () => {
    const gstOn = {
      ...productionEnv(),
      GST_ENABLED: 'true',
      GSTIN: '22AAACS1234A1ZC',
      GST_ADDRESS: '4 Pandri Main Road, Raipur, Chhattisgarh 492004',
    };
    expect(loadConfig({ ...gstOn, GST_PRICES_INCLUDE_TAX: 'false' }).gst).toMatchObject({
      enabled: true,
      pricesIncludeTax: false,
    });
    expect(loadConfig(gstOn).gst.pricesIncludeTax).toBe(true);
    expect(refusal({ ...gstOn, GST_PRICES_INCLUDE_TAX: 'maybe' })).toEqual([
      expect.stringMatching(/^GST_PRICES_INCLUDE_TAX: /),
    ]);
  });
});
