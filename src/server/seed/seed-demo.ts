import { seedDemoGstRates } from './demo-gst-rates.js';
import { sql } from 'drizzle-orm';
import { BRANCH_CITIES } from '../../shared/branches.js';
import { CAR_IMAGE_URL_PREFIX, carImageFileName, ensureCarImages } from '../lib/car-image.js';
import { hashPassword } from '../lib/password.js';
import type { Db } from '../db/client.js';
import {
  accessories,
  amenities,
  branches,
  cancellationRules,
  carAccessories,
  carAmenities,
  carCategories,
  carSubcategories,
  cars,
  pickupDropOptions,
  ratePackages,
  users,
} from '../db/schema.js';
import {
  DEMO_ACCESSORIES,
  DEMO_AMENITIES,
  DEMO_CANCELLATION_RULES,
  DEMO_CARS,
  DEMO_BRANCH_DETAILS,
  DEMO_CATEGORIES,
  DEMO_CUSTOMER_PROFILE,
  DEMO_PICKUP_DROP_OPTIONS,
  DEMO_ADMIN_PROFILE,
  DEMO_MANAGER_PROFILE,
  DEMO_STAFF_PROFILE,
} from './demo-data.js';
import type { PublicMedia } from '../lib/storage/public-media.js';

/** Sign-in of the seeded demo customer. */
export const DEMO_CUSTOMER = {
  email: DEMO_CUSTOMER_PROFILE.email,
  password: DEMO_CUSTOMER_PROFILE.password,
} as const;

/** Sign-in of the seeded demo staff member (at /staff/payments). */
export const DEMO_STAFF = {
  email: DEMO_STAFF_PROFILE.email,
  password: DEMO_STAFF_PROFILE.password,
} as const;

/** Sign-in of the seeded branch manager of Bhilai. */
export const DEMO_MANAGER = {
  email: DEMO_MANAGER_PROFILE.email,
  password: DEMO_MANAGER_PROFILE.password,
} as const;

/** Sign-in of the seeded console admin. */
export const DEMO_ADMIN = {
  email: DEMO_ADMIN_PROFILE.email,
  password: DEMO_ADMIN_PROFILE.password,
} as const;

/** Looks a name up in a map built from inserted rows; a miss is a bug in the demo data. */
function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo seed: unknown reference "${key}"`);
  return id;
}

/**
 * Fills an empty database with the demo catalogue, the demo customer and the demo staff member,
 * in one transaction (one bulk insert per table), then draws the car pictures into /media/cars/.
 * Does nothing when any branch exists. On PostgreSQL, call it under `withAdvisoryLock` when
 * several processes may start together.
 */
export async function seedDemo(db: Db, opts: { media: PublicMedia }): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: branches.id }).from(branches).limit(1);
  if (existing.length > 0) return { seeded: false };

  // Hash outside the transaction: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PROFILE.password);
  const staffPasswordHash = await hashPassword(DEMO_STAFF_PROFILE.password);
  const adminPasswordHash = await hashPassword(DEMO_ADMIN_PROFILE.password);
  const managerPasswordHash = await hashPassword(DEMO_MANAGER_PROFILE.password);

  await db.transaction(async (tx) => {
    const branchRows = await tx
      .insert(branches)
      .values(
        BRANCH_CITIES.map((name, cityIndex) => ({ name, cityIndex, ...DEMO_BRANCH_DETAILS[name] })),
      )
      .returning();
    const branchId = new Map(branchRows.map((b) => [b.name, b.id]));

    const categoryRows = await tx
      .insert(carCategories)
      .values(DEMO_CATEGORIES.map((c) => ({ name: c.name })))
      .returning();
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    await seedDemoGstRates(
      tx,
      categoryRows.map((c) => c.id),
    );

    const subcategoryRows = await tx
      .insert(carSubcategories)
      .values(
        DEMO_CATEGORIES.flatMap((c) =>
          c.subcategories.map((name) => ({ categoryId: idOf(categoryId, c.name), name })),
        ),
      )
      .returning();
    // Sub-category names are unique across the demo categories.
    const subcategoryId = new Map(subcategoryRows.map((s) => [s.name, s.id]));

    const accessoryRows = await tx
      .insert(accessories)
      .values(DEMO_ACCESSORIES.map((name) => ({ name })))
      .returning();
    const accessoryId = new Map(accessoryRows.map((a) => [a.name, a.id]));

    const amenityRows = await tx
      .insert(amenities)
      .values(DEMO_AMENITIES.map((name) => ({ name })))
      .returning();
    const amenityId = new Map(amenityRows.map((a) => [a.name, a.id]));

    // The image URL needs the id, so insert a placeholder and fix it in one update below.
    const carRows = await tx
      .insert(cars)
      .values(
        DEMO_CARS.map((c) => ({
          branchId: idOf(branchId, c.branch),
          categoryId: idOf(categoryId, c.category),
          subcategoryId: idOf(subcategoryId, c.subcategory),
          brandName: c.brandName,
          modelName: c.modelName,
          title: c.title,
          imageUrl: CAR_IMAGE_URL_PREFIX,
          fuelType: c.fuelType,
          transmission: c.transmission,
          seats: c.seats,
          carNumber: c.carNumber,
          shortDescription: c.shortDescription,
          securityDepositPaise: c.securityDepositPaise,
          outstationSecurityDepositPaise: c.outstationSecurityDepositPaise,
        })),
      )
      .returning({ id: cars.id, carNumber: cars.carNumber });
    const carId = new Map(carRows.map((c) => [c.carNumber, c.id]));

    const imageUrls = sql.join(
      carRows.map(
        (c) => sql`(${c.id}::integer, ${CAR_IMAGE_URL_PREFIX + carImageFileName(c.id)}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${cars} set image_url = v.url from (values ${imageUrls}) as v(id, url) where ${cars.id} = v.id`,
    );

    await tx
      .insert(ratePackages)
      .values(
        DEMO_CARS.flatMap((c) =>
          c.ratePackages.map((p) => ({ carId: idOf(carId, c.carNumber), ...p })),
        ),
      );
    await tx.insert(carAccessories).values(
      DEMO_CARS.flatMap((c) =>
        c.accessories.map((name) => ({
          carId: idOf(carId, c.carNumber),
          accessoryId: idOf(accessoryId, name),
        })),
      ),
    );
    await tx.insert(carAmenities).values(
      DEMO_CARS.flatMap((c) =>
        c.amenities.map((name) => ({
          carId: idOf(carId, c.carNumber),
          amenityId: idOf(amenityId, name),
        })),
      ),
    );
    await tx
      .insert(pickupDropOptions)
      .values(
        BRANCH_CITIES.flatMap((city) =>
          DEMO_PICKUP_DROP_OPTIONS[city].map((o) => ({ branchId: idOf(branchId, city), ...o })),
        ),
      );
    await tx.insert(cancellationRules).values(DEMO_CANCELLATION_RULES);
    await tx.insert(users).values({
      role: 'customer',
      name: DEMO_CUSTOMER_PROFILE.name,
      email: DEMO_CUSTOMER_PROFILE.email,
      mobile: DEMO_CUSTOMER_PROFILE.mobile,
      passwordHash,
      emailVerified: true,
      referralCode: DEMO_CUSTOMER_PROFILE.referralCode,
    });
    await tx.insert(users).values({
      role: 'staff',
      staffRole: 'staff',
      branchId: idOf(branchId, DEMO_STAFF_PROFILE.branch),
      name: DEMO_STAFF_PROFILE.name,
      email: DEMO_STAFF_PROFILE.email,
      passwordHash: staffPasswordHash,
      emailVerified: true,
      referralCode: DEMO_STAFF_PROFILE.referralCode,
    });
    await tx.insert(users).values({
      role: 'staff',
      staffRole: 'manager',
      branchId: idOf(branchId, DEMO_MANAGER_PROFILE.branch),
      name: DEMO_MANAGER_PROFILE.name,
      email: DEMO_MANAGER_PROFILE.email,
      passwordHash: managerPasswordHash,
      emailVerified: true,
      referralCode: DEMO_MANAGER_PROFILE.referralCode,
    });
    await tx.insert(users).values({
      role: 'staff',
      staffRole: 'admin',
      name: DEMO_ADMIN_PROFILE.name,
      email: DEMO_ADMIN_PROFILE.email,
      passwordHash: adminPasswordHash,
      emailVerified: true,
      referralCode: DEMO_ADMIN_PROFILE.referralCode,
    });
  });

  await ensureCarImages(db, opts.media);
  return { seeded: true };
}
