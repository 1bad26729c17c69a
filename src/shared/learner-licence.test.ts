import { describe, expect, it } from 'vitest';
import { drivingTestWindow, learnerLicenceProblem } from './learner-licence.js';

const licence = {
  licenceNumber: 'CG07/0012345/2026',
  issuedOn: '2026-11-01',
  expiresOn: '2027-04-30',
};

describe("the learner's licence and the driving test", () => {
  it('opens the test 30 days after issue and closes it when the licence expires', () => {
    expect(drivingTestWindow(licence)).toEqual({
      from: '2026-12-01',
      until: '2027-04-30',
      open: true,
    });
    expect(
      learnerLicenceProblem(licence, new Date('2026-11-30T10:00:00+05:30'), { test: true }),
    ).toMatch(/30 days or more/);
    expect(
      learnerLicenceProblem(licence, new Date('2026-12-01T10:00:00+05:30'), { test: true }),
    ).toBeNull();
  });

  it('says the window is shut when the licence expires before the 30 days are up', () => {
    expect(drivingTestWindow({ ...licence, expiresOn: '2026-11-20' })).toMatchObject({
      open: false,
    });
  });
});
