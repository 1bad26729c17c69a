/**
 * What production refuses to start with. Each rule closes a hole that the development
 * defaults would open on a live site; every broken rule is reported at once, naming its
 * setting, so one restart fixes them all.
 */

/** The development defaults for the payee and contact details: nobody real is paid or called. */
export const PLACEHOLDERS = {
  UPI_VPA: 'selfdrivecg@okaxis',
  UPI_PAYEE_NAME: 'SelfDrive Chhattisgarh',
  BANK_ACCOUNT_NUMBER: '918020045566778',
  BANK_NAME: 'Axis Bank, Nehru Nagar Bhilai',
  BANK_ACCOUNT_HOLDER: 'SelfDrive Chhattisgarh Pvt Ltd',
  BANK_IFSC: 'UTIB0001234',
  BUSINESS_PHONE: '+91 98765 43210',
  BUSINESS_EMAIL: 'support@selfdrive.test',
  BUSINESS_ADDRESS: 'Shop 12, Nehru Nagar Square, GE Road, Bhilai, Chhattisgarh 490020',
  MAIL_FROM: 'SelfDrive Chhattisgarh <no-reply@selfdrive.test>',
} as const;

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/** Problems with a production environment (raw values, empty ones already dropped). */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if ((env.PAYMENT_GATEWAY ?? 'test') === 'test') {
    problems.push(
      'PAYMENT_GATEWAY: must be razorpay in production (the test gateway lets customers mark their own bookings paid)',
    );
  }
  if (isOn(env.SEED_DEMO)) {
    problems.push(
      'SEED_DEMO: must be false in production (demo seeding creates a staff account with a published password)',
    );
  }
  if (isOn(env.DEV_MAILBOX)) {
    problems.push('DEV_MAILBOX: must not be on in production (it shows every mail and SMS sent)');
  }
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      'PUBLIC_URL: required in production, the https:// address customers use (links in mail, Secure cookies)',
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL: required in production (without it, confirmations and password resets reach no one)',
    );
  }
  if (isOn(env.GST_ENABLED)) {
    if (!env.GSTIN) {
      problems.push(
        'GSTIN: required in production when GST_ENABLED is on (it is printed on every tax invoice)',
      );
    }
    if (!env.GST_ADDRESS) {
      problems.push(
        'GST_ADDRESS: required in production when GST_ENABLED is on (the registered place of business printed on every tax invoice)',
      );
    }
  }
  if (!['false', '0'].includes(env.LEARNING_ENABLED ?? 'true') && !env.LEARNING_INR_PER_USD) {
    problems.push(
      'LEARNING_INR_PER_USD: required in production while the driving school is on (course orders paid in USD or AED are booked in rupees at this rate)',
    );
  }
  for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
    if ((env[name] ?? placeholder) === placeholder) {
      problems.push(
        `${name}: set the business's own value in production (the default is a placeholder)`,
      );
    }
  }
  return problems;
}
