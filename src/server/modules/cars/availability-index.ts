import {
  carCardSchema,
  carListResponseSchema,
  type CarCard,
  type CardPeriod,
} from '../../../shared/cars.js';
import { periodPrice } from '../../../shared/pricing.js';
import { tripDays, type RateSeason, type TripDay } from '../../../shared/seasons.js';
import { addDays, istDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { compileProjection } from '../../lib/json-projection.js';
import { CarBusyPeriods, NO_BUSY_PERIODS, type BusyPeriod } from './busy-periods.js';
import {
  BUSY_SOURCES,
  loadBookingPeriods,
  NO_TURNAROUND,
  type BusySource,
  type TurnaroundMinutes,
} from './busy-sources.queries.js';
import { loadCardData, type CardData } from './card-data.queries.js';
import { rulesFrom } from '../pricing/index.js';

/** One listed car: its card, its card's JSON up to the period, and its busy periods. */
interface Entry {
  data: CardData;
  card: CarCard;
  /** The card's JSON without its closing brace: a search appends `,"period":…}`. */
  json: string;
  /** Replaced whole when one of the car's bookings changes. */
  busy: CarBusyPeriods;
}

export interface IndexQuery {
  cityIndex?: number | undefined;
  categoryId?: number | undefined;
  subcategoryId?: number | undefined;
  branchId?: number | undefined;
  freeDuring?: { from: Date; to: Date } | undefined;
  offset?: number;
  limit?: number;
}

const cardJson = compileProjection(carCardSchema);
const listJson = compileProjection(carListResponseSchema);
const cardKeys = Object.keys(carCardSchema.shape);
if (cardKeys.at(-1) !== 'period') {
  // The card's JSON is spliced before its period; the schema must keep it last.
  throw new Error('availability-index: carCardSchema must end with period');
}

const byPrice = (a: Entry, b: Entry) =>
  a.data.fromRatePerHourPaise - b.data.fromRatePerHourPaise || a.data.id - b.data.id;

/**
 * Every listed car and its busy periods in memory (decision 0027), so a search reads no
 * database. Kept current from the change log (`markStale`, availability-feed.ts): a changed
 * car is read again (cards and busy periods, in one batch for every car changed meanwhile)
 * before the next answer, and a changed booking, the commonest change, only that booking's
 * row (its period replaces the one held for it); until then answers wait (`whenFresh`). While the index cannot trust
 * itself (not loaded yet, or the change log unreadable), `live` is false and callers ask the
 * database.
 */
export class AvailabilityIndex {
  private entries = new Map<number, Entry>();
  private order: Entry[] = [];
  private byBranch = new Map<number, Entry[]>();
  /** Each branch's rate rules not yet over, read with every full load (a rule's change is one). */
  private rulesByBranch = new Map<number, RateSeason[]>();
  /** Cars a rule names by id: their price is their own; other cars' follows branch and category. */
  private carsWithOwnRule = new Set<number>();
  private readonly stale = new Set<number>();
  /** Bookings changed on a car whose other data did not: car → booking ids, read alone. */
  private readonly staleBookings = new Map<number, Set<number>>();
  private staleAll = false;
  /** A stale car may have moved branch (its own row changed): every search waits for it. */
  private staleWide = false;
  private pending: Promise<void> | undefined;
  private running: Promise<void> | undefined;
  /** What the running read covers: its cars (undefined: all) and whether one may move. */
  private runningIds: readonly number[] | undefined;
  private runningWide = false;
  private connected = true;
  private epoch = 0;
  private loaded = false;
  /** Milliseconds the last full load took (bench figure). */
  lastFullLoadMs = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: {
      sources?: readonly BusySource[];
      turnaround?: TurnaroundMinutes;
      onError?: (error: unknown) => void;
    } = {},
  ) {}

  /** Whether answers may come from memory now. */
  get live(): boolean {
    return this.loaded && this.connected;
  }

  /**
   * A car (or, with '*', every car) changed: read it again before the next answer. `wide`:
   * the car's own row changed, so it may have moved branch. `bookingId`: only that booking
   * of the car changed (or left it), so only the booking is read again.
   */
  markStale(carId: number | '*', wide = false, bookingId?: number): void {
    if (carId === '*') this.staleAll = true;
    else if (bookingId !== undefined && !wide) {
      let ids = this.staleBookings.get(carId);
      if (!ids) this.staleBookings.set(carId, (ids = new Set()));
      ids.add(bookingId);
    } else this.stale.add(carId);
    if (wide) this.staleWide = true;
    void this.schedule();
  }

  /**
   * Set by the change-log follower: undefined when this process has not written since its
   * last read of the change log, else that read (one shared by every search that asks).
   */
  catchUp: (() => Promise<void> | undefined) | undefined;

  /**
   * Resolves once every change this process has written, and every car marked stale so far
   * that can change the answer for `branchId` (every car, without one), has been read again;
   * undefined if nothing is waiting. Searches of other branches do not wait for a booking's
   * car, and under searches alone nothing is read.
   */
  whenFresh(branchId?: number): Promise<void> | undefined {
    const catchingUp = this.catchUp?.();
    if (catchingUp) return catchingUp.then(() => this.whenRead(branchId));
    return this.whenRead(branchId);
  }

  private whenRead(branchId: number | undefined): Promise<void> | undefined {
    const waiting = this.pending ?? this.running;
    if (!waiting || branchId === undefined) return waiting;
    if (this.staleAll || this.staleWide) return waiting;
    if (this.touches(this.stale, branchId) || this.touches(this.staleBookings.keys(), branchId)) {
      return waiting;
    }
    if (!this.running) return undefined;
    if (this.runningIds === undefined || this.runningWide) return waiting;
    return this.touches(this.runningIds, branchId) ? waiting : undefined;
  }

  /** Whether any of the cars is (or, being new, may be) in the branch. */
  private touches(carIds: Iterable<number>, branchId: number): boolean {
    for (const id of carIds) {
      const entry = this.entries.get(id);
      if (!entry || entry.data.branchId === branchId) return true;
    }
    return false;
  }

  /** The change log cannot be read: answer nothing from memory until `resume`. */
  pause(): void {
    this.connected = false;
    this.epoch++;
  }

  /** The change log was read again (its changes marked stale): answer from memory. */
  resume(): void {
    if (this.connected) return;
    this.connected = true;
    // A full load that the outage interrupted is not trusted: read everything again.
    if (!this.loaded) void this.load();
  }

  /** Reads everything again, answering nothing from memory until done. */
  reload(): Promise<void> {
    this.connected = true;
    this.loaded = false;
    this.epoch++;
    return this.load();
  }

  /** Loads everything (at start): resolves when loaded. */
  load(): Promise<void> {
    this.staleAll = true;
    return this.schedule();
  }

  private schedule(): Promise<void> {
    if (this.pending) return this.pending;
    const after = this.running ?? Promise.resolve();
    const pending = after.then(async () => {
      this.pending = undefined;
      const carIds = this.staleAll ? undefined : [...this.stale];
      // A car read whole (or everything) needs none of its bookings read apart.
      const bookingChanges = carIds
        ? [...this.staleBookings].filter(([carId]) => !this.stale.has(carId))
        : [];
      const wide = this.staleWide;
      this.staleAll = false;
      this.staleWide = false;
      this.stale.clear();
      this.staleBookings.clear();
      const run = this.refresh(carIds, bookingChanges);
      this.running = run;
      this.runningIds = carIds && [...carIds, ...bookingChanges.map(([carId]) => carId)];
      this.runningWide = wide;
      try {
        await run;
      } finally {
        if (this.running === run) this.running = undefined;
      }
    });
    this.pending = pending;
    return pending;
  }

  /**
   * Reads the cars again (all when `carIds` is undefined) and swaps them in; then, for each
   * other car with changed bookings, reads those bookings and replaces their periods.
   */
  private async refresh(
    carIds: number[] | undefined,
    bookingChanges: [number, Set<number>][] = [],
  ): Promise<void> {
    const epoch = this.epoch;
    const started = performance.now();
    try {
      const { sources = BUSY_SOURCES, turnaround = NO_TURNAROUND } = this.options;
      const bookingIds = new Set<number>();
      for (const [, ids] of bookingChanges) for (const id of ids) bookingIds.add(id);
      const bookingPeriods =
        bookingIds.size > 0
          ? loadBookingPeriods(this.db, [...bookingIds], turnaround)
          : Promise.resolve([]);
      // Awaited below; if the cars' read fails first, this one's failure is no second error.
      bookingPeriods.catch(() => {});
      if (carIds?.length === 0) {
        this.applyBookings(bookingChanges, await bookingPeriods);
        return;
      }
      const rules =
        carIds === undefined
          ? rulesFrom(this.db, addDays(istDate(new Date()), -1))
          : Promise.resolve(undefined);
      rules.catch(() => {});
      const [cards, ...periods] = await Promise.all([
        loadCardData(this.db, carIds),
        ...sources.map((source) => source.load(this.db, carIds, turnaround)),
      ]);
      const loadedRules = await rules;
      if (loadedRules) {
        const byBranch = new Map<number, RateSeason[]>();
        const carsWithOwnRule = new Set<number>();
        for (const rule of loadedRules) {
          if (rule.carId !== null) carsWithOwnRule.add(rule.carId);
          let list = byBranch.get(rule.branchId);
          if (!list) byBranch.set(rule.branchId, (list = []));
          list.push(rule);
        }
        this.rulesByBranch = byBranch;
        this.carsWithOwnRule = carsWithOwnRule;
      }
      this.applyBookings(bookingChanges, await bookingPeriods);
      const byCar = new Map<number, BusyPeriod[]>();
      for (const list of periods) {
        for (const period of list) {
          let car = byCar.get(period.carId);
          if (!car) byCar.set(period.carId, (car = []));
          car.push(period);
        }
      }
      if (carIds === undefined) this.entries = new Map();
      else for (const id of carIds) this.entries.delete(id);
      for (const data of cards) {
        const own = byCar.get(data.id);
        this.entries.set(data.id, entryOf(data, own ? CarBusyPeriods.of(own) : NO_BUSY_PERIODS));
      }
      this.reorder();
      if (carIds === undefined) {
        this.lastFullLoadMs = performance.now() - started;
        // Trusted only if no change-log read failed meanwhile (else `resume` reads again).
        if (this.connected && epoch === this.epoch) this.loaded = true;
      }
    } catch (error) {
      // What could not be read stays unread: answer from the database until a full reload.
      this.loaded = false;
      this.options.onError?.(error);
      setTimeout(() => void this.load(), 1_000).unref();
    }
  }

  /**
   * Gives each car the current periods of its changed bookings, read from their rows now
   * (none for a booking cancelled, lapsed, ended or moved to another car, which was logged for
   * both cars), so the order the changes arrived in does not matter. A car not listed has
   * nothing to update (listing it reads it whole).
   */
  private applyBookings(changes: [number, Set<number>][], periods: BusyPeriod[]): void {
    for (const [carId, ids] of changes) {
      const entry = this.entries.get(carId);
      if (!entry) continue;
      const own = periods.filter(
        (p) =>
          p.carId === carId &&
          p.bookingId !== null &&
          p.bookingId !== undefined &&
          ids.has(p.bookingId),
      );
      entry.busy = entry.busy.withBookings(ids, own);
    }
  }

  private reorder(): void {
    this.order = [...this.entries.values()].sort(byPrice);
    this.byBranch = new Map();
    for (const entry of this.order) {
      let branch = this.byBranch.get(entry.data.branchId);
      if (!branch) this.byBranch.set(entry.data.branchId, (branch = []));
      branch.push(entry);
    }
  }

  /** The matching cars, cheapest first: one page of them and how many match in all. */
  find(query: IndexQuery, now = Date.now()): { page: Entry[]; total: number } {
    const list =
      query.branchId === undefined ? this.order : (this.byBranch.get(query.branchId) ?? []);
    const from = query.freeDuring?.from.getTime() ?? 0;
    const to = query.freeDuring?.to.getTime() ?? 0;
    const offset = query.offset ?? 0;
    const end = offset + (query.limit ?? Number.MAX_SAFE_INTEGER);
    const page: Entry[] = [];
    let total = 0;
    for (const entry of list) {
      const { data } = entry;
      if (query.cityIndex !== undefined && data.cityIndex !== query.cityIndex) continue;
      if (query.categoryId !== undefined && data.categoryId !== query.categoryId) continue;
      if (query.subcategoryId !== undefined && data.subcategoryId !== query.subcategoryId) continue;
      if (query.freeDuring && entry.busy.busyDuring(from, to, now)) continue;
      if (total >= offset && total < end) page.push(entry);
      total++;
    }
    return { page, total };
  }

  /** The cards of `find`, as the list and Trending Cars send them. */
  cards(query: IndexQuery, now = Date.now()): CarCard[] {
    return this.find(query, now).page.map((entry) => entry.card);
  }

  /**
   * One page of the car list as its JSON reply: the text the response schema's projection
   * gives for the same list (cars.routes.ts answers it from the database the same way).
   */
  listReply(
    query: IndexQuery & { page: number; pageSize: number },
    search: { branchId: number; pickupAt: Date; dropAt: Date; hours: number } | undefined,
    now = Date.now(),
  ): string {
    const { page: entries, total: matching } = this.find(
      { ...query, offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      now,
    );
    // As the database's window count: a page past the last one counts nothing.
    const total = entries.length > 0 ? matching : 0;
    // The trip's IST days, worked out once for the page's cards; cards of one branch, category
    // and package price alike unless a rule names the car, so each such price is worked out once.
    // A card carries the total only (cardPeriodSchema).
    const days = search && tripDays(search);
    const periods = new Map<string, string>();
    const periodJson = (entry: Entry, trip: NonNullable<typeof search>, tripDaysOf: TripDay[]) => {
      const { data } = entry;
      if (this.carsWithOwnRule.has(data.id)) {
        return JSON.stringify(this.periodOf(entry, trip, tripDaysOf));
      }
      const key = `${data.branchId}:${data.categoryId}:${data.fromRatePerHourPaise}:${data.kmPerHour}`;
      let json = periods.get(key);
      if (json === undefined) {
        json = JSON.stringify(this.periodOf(entry, trip, tripDaysOf));
        periods.set(key, json);
      }
      return json;
    };
    const cards = entries.map((entry) =>
      search && days
        ? `${entry.json},"period":${periodJson(entry, search, days)}}`
        : `${entry.json}}`,
    );
    const envelope = JSON.stringify(
      listJson({
        cars: [],
        total,
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
        search: search && {
          branchId: search.branchId,
          pickupAt: search.pickupAt.toISOString(),
          dropAt: search.dropAt.toISOString(),
          hours: search.hours,
        },
      }),
    );
    // The envelope's text starts with its first key, the empty card list.
    return `{"cars":[${cards.join(',')}]${envelope.slice('{"cars":[]'.length)}`;
  }

  /** A card's price for the searched period, hour by hour under its branch's rate rules. */
  private periodOf(
    entry: Entry,
    search: { pickupAt: Date; dropAt: Date; hours: number },
    days: readonly TripDay[],
  ): CardPeriod {
    const { data } = entry;
    const { hours, basePaise, kmIncluded } = periodPrice(
      search.hours,
      { ratePerHourPaise: data.fromRatePerHourPaise, kmPerHour: data.kmPerHour },
      {
        pickupAt: search.pickupAt,
        dropAt: search.dropAt,
        car: data,
        rules: this.rulesByBranch.get(data.branchId) ?? [],
        days,
      },
    );
    return { hours, basePaise, kmIncluded };
  }

  /** Cars held and an estimate of the bytes their busy periods and cards take. */
  stats(): { cars: number; bytes: number } {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.busy.bytes + entry.json.length * 2;
    return { cars: this.entries.size, bytes };
  }
}

function entryOf(data: CardData, busy: CarBusyPeriods): Entry {
  const card: CarCard = {
    id: data.id,
    brandName: data.brandName,
    modelName: data.modelName,
    title: data.title,
    imageUrl: data.imageUrl,
    transmission: data.transmission,
    fuelType: data.fuelType,
    seats: data.seats,
    categoryId: data.categoryId,
    categoryName: data.categoryName,
    subcategoryName: data.subcategoryName,
    branchId: data.branchId,
    branchName: data.branchName,
    fromRatePerHourPaise: data.fromRatePerHourPaise,
    extraKmRatePaise: data.extraKmRatePaise,
    rating: data.rating,
  };
  return { data, card, json: JSON.stringify(cardJson(card)).slice(0, -1), busy };
}
