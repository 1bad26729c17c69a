import { describe, expect, it } from 'vitest';
import {
  ChangeLogFollower,
  HOLE_WAIT_MS,
  MAX_HOLES,
  type ChangeRow,
} from './change-log-follower.js';

const row = (id: number, carId: number | null = id): ChangeRow => ({ id, carId, carRow: false });
const ids = (rows: ChangeRow[]) => rows.map((r) => r.id);

describe('change-log follower', () => {
  it('asks again for an id skipped by a later commit until it shows up', () => {
    const follower = new ChangeLogFollower();
    expect(ids(follower.accept([row(1), row(2), row(5)], 0).fresh)).toEqual([1, 2, 5]);
    expect(follower.wanted()).toEqual({ after: 5, holes: [3, 4] });
    // 4 commits late; a poll returning it again (it is asked for) does not repeat it.
    expect(ids(follower.accept([row(4), row(6)], 100).fresh)).toEqual([4, 6]);
    expect(follower.wanted()).toEqual({ after: 6, holes: [3] });
    expect(ids(follower.accept([row(4)], 200).fresh)).toEqual([]);
  });

  it('gives a gap up once it has been open for the bound (a rolled-back write)', () => {
    const follower = new ChangeLogFollower();
    follower.accept([row(1), row(3)], 1_000);
    follower.accept([], 1_000 + HOLE_WAIT_MS - 1);
    expect(follower.wanted().holes).toEqual([2]);
    follower.accept([], 1_000 + HOLE_WAIT_MS);
    expect(follower.wanted().holes).toEqual([]);
    // Seen after the bound: too late, it is not read (decision 0027's documented bound).
    expect(ids(follower.accept([row(2)], 1_000 + HOLE_WAIT_MS + 1).fresh)).toEqual([]);
  });

  it('starts with the missing ids near the newest as gaps', () => {
    const follower = new ChangeLogFollower();
    follower.reset([5_000, 5_002], 0);
    expect(follower.wanted().after).toBe(5_002);
    expect(follower.wanted().holes).toHaveLength(1_000 - 2);
    expect(follower.wanted().holes).toContain(5_001);
    expect(follower.wanted().holes).not.toContain(5_002 - 1_000);
    follower.reset([], 0);
    expect(follower.wanted()).toEqual({ after: 0, holes: [] });
  });

  it('asks for a full reload when the ids jump further than it can track', () => {
    const follower = new ChangeLogFollower();
    follower.accept([row(1)], 0);
    expect(follower.accept([row(MAX_HOLES + 3)], 0).overflow).toBe(true);
  });
});
