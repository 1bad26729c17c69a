import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../shared/console.js';
import { SCHOOL_STANDING_MESSAGES, type ConsoleLessonTerms } from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES as M } from '../../../shared/lesson-messages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { branchId, staffCookie } from '../console-access/console-test-helpers.js';

// A branch's lesson terms on the setup page (issue 34 items 3 and 5, decisions 0047 and 0048):
// the cancel cut-off, home pickup and location, and the school's standing (its driving school
// licence and ADTC accreditation numbers), which names the certificate its learners earn.

let t: TestApp;
let bhilai: number;
let manager: string;
let otherManager: string;
let counter: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  bhilai = await branchId(t.db, 'Bhilai');
  manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
  otherManager = (await staffCookie(t.app, t.db, 'Raipur')).cookie;
  counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
});
afterAll(() => t.close());

const url = () => `/api/console/branches/${bhilai}/lesson-terms`;
const call = (cookie: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: url(), headers: { cookie }, ...(payload ? { payload } : {}) });

describe("a branch's lesson terms and the school's standing", () => {
  it('a manager saves them with the licence numbers and reads them back', async () => {
    const before = await call(manager, 'GET');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<ConsoleLessonTerms>()).toMatchObject({
      branchId: bhilai,
      drivingSchoolLicence: null,
      adtcAccreditation: null,
    });
    const saved = await call(manager, 'PUT', {
      lessonCancelCutoffHours: 12,
      lessonPickupRadiusKm: 8,
      latitude: 21.2092,
      longitude: 81.3797,
      drivingSchoolLicence: '  CG07/DS/0042  ',
      adtcAccreditation: 'ADTC/CG/2024/007',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const terms: ConsoleLessonTerms = {
      branchId: bhilai,
      lessonCancelCutoffHours: 12,
      lessonPickupRadiusKm: 8,
      latitude: 21.2092,
      longitude: 81.3797,
      drivingSchoolLicence: 'CG07/DS/0042',
      adtcAccreditation: 'ADTC/CG/2024/007',
    };
    expect(saved.json()).toEqual(terms);
    expect((await call(manager, 'GET')).json()).toEqual(terms);

    // Learners read the terms, not the numbers.
    const learners = await t.app.inject({ url: `/api/lessons/terms?branchId=${bhilai}` });
    expect(learners.json()).not.toHaveProperty('drivingSchoolLicence');

    // Left empty, a number is cleared (the school has none); the rest stays.
    const cleared = await call(manager, 'PUT', { adtcAccreditation: '' });
    expect(cleared.json()).toEqual({ ...terms, adtcAccreditation: null });
  });

  it('refuses a bad latitude, a number too short, and staff of another branch or role', async () => {
    const lat = await call(manager, 'PUT', { latitude: 95, longitude: 81.3797 });
    expect(lat.statusCode).toBe(400);
    expect(lat.json().message).toBe(M.branchLocation);
    const short = await call(manager, 'PUT', { drivingSchoolLicence: 'DS' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SCHOOL_STANDING_MESSAGES.drivingSchoolLicence);
    const long = await call(manager, 'PUT', { adtcAccreditation: 'A'.repeat(61) });
    expect(long.json().message).toBe(SCHOOL_STANDING_MESSAGES.adtcAccreditation);

    expect((await call(otherManager, 'GET')).statusCode).toBe(404);
    const byCounter = await call(counter, 'GET');
    expect(byCounter.statusCode).toBe(403);
    expect(byCounter.json().message).toBe(MANAGER_ONLY_MESSAGE);
  });
});
