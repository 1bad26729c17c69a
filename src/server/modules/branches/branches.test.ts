import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CatalogueResponse } from '../../../shared/cars.js';
import type { PickupDropOptionsResponse } from '../../../shared/pickup-drop.js';
import { pickupDropOptions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/branches/:branchId/pickup-drop-options', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("lists only that branch's options with their charges, cheapest first", async () => {
    const catalogue = (await t.app.inject('/api/catalogue')).json() as CatalogueResponse;
    const branchId = catalogue.branches[2]!.id;
    const res = await t.app.inject(`/api/branches/${branchId}/pickup-drop-options`);
    expect(res.statusCode).toBe(200);
    const { options } = res.json() as PickupDropOptionsResponse;
    const rows = await t.db
      .select()
      .from(pickupDropOptions)
      .where(eq(pickupDropOptions.branchId, branchId));
    expect(options.length).toBe(rows.length);
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const rates = options.map((o) => o.ratePaise);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown branch and 400 for a bad id', async () => {
    const missing = await t.app.inject('/api/branches/999999/pickup-drop-options');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Branch not found.');
    const bad = await t.app.inject('/api/branches/abc/pickup-drop-options');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The branch id must be a number.');
  });
});
