import { and, count, eq } from 'drizzle-orm';
import {
  categoryInUseMessage,
  NAME_TAKEN_MESSAGE,
  type NamedBody,
  type NamedUpdateBody,
} from '../../../shared/console-settings.js';
import type { Db, Tx } from '../../db/client.js';
import { accessories, amenities, carCategories, carSubcategories, cars } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertAdmin, type ConsoleStaff } from '../../lib/console-guard.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { must } from '../../../shared/must.js';

/** Lists every branch's cars draw from; only admins change them (decision 0017). */
export type CatalogueItemKind = 'category' | 'subcategory' | 'accessory' | 'amenity';

/** A car category is `car_category` in the audit log: `category` is a blog category there. */
const auditRecordType = (kind: CatalogueItemKind) => (kind === 'category' ? 'car_category' : kind);

const tables = {
  category: carCategories,
  subcategory: carSubcategories,
  accessory: accessories,
  amenity: amenities,
};

const LABELS: Record<CatalogueItemKind, string> = {
  category: 'Category',
  subcategory: 'Subcategory',
  accessory: 'Accessory',
  amenity: 'Amenity',
};

const isUniqueViolation = (e: unknown) =>
  (e as { cause?: { code?: string } }).cause?.code === '23505' ||
  (e as { code?: string }).code === '23505';

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN_MESSAGE);
    throw error;
  }
}

/** Active cars in a category or subcategory: while there are any, it stays in use. */
async function activeCarsIn(tx: Tx, kind: 'category' | 'subcategory', id: number) {
  const column = kind === 'category' ? cars.categoryId : cars.subcategoryId;
  const [row] = await tx
    .select({ n: count() })
    .from(cars)
    .where(and(eq(column, id), eq(cars.isActive, true)));
  return row?.n ?? 0;
}

export async function addCatalogueItem(
  db: Db,
  staff: ConsoleStaff,
  kind: CatalogueItemKind,
  body: NamedBody & { categoryId?: number },
) {
  assertAdmin(staff);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (kind === 'subcategory') {
        const [category] = await tx
          .select({ id: carCategories.id })
          .from(carCategories)
          .where(eq(carCategories.id, must(body.categoryId, 'the category of a new subcategory')));
        if (!category) throw notFound('Category not found.');
      }
      const table = tables[kind];
      const [row] = await tx
        .insert(table)
        .values(
          kind === 'subcategory'
            ? {
                name: body.name,
                categoryId: must(body.categoryId, 'the category of a new subcategory'),
              }
            : body,
        )
        .returning({ id: table.id, name: table.name, isActive: table.isActive });
      if (!row) throw new Error('Expected the inserted item, found none.');
      await recordAudit(tx, {
        actorId: staff.id,
        action: `${kind}.create`,
        recordType: auditRecordType(kind),
        recordId: row.id,
        branchId: null,
        before: null,
        after: { ...row, ...(kind === 'subcategory' ? { categoryId: body.categoryId } : {}) },
      });
      return { ...row, carCount: 0 };
    }),
  );
}

/**
 * Renames an item or takes it out of use (or back). Nothing is deleted: cars and bookings keep
 * naming it. A category or subcategory with active cars cannot go out of use (409 naming how
 * many); accessories and amenities can, and disappear from the site and the car form while
 * the cars keep the link.
 */
export async function updateCatalogueItem(
  db: Db,
  staff: ConsoleStaff,
  kind: CatalogueItemKind,
  id: number,
  body: NamedUpdateBody,
) {
  assertAdmin(staff);
  const table = tables[kind];
  const columns = { id: table.id, name: table.name, isActive: table.isActive };
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(`${LABELS[kind]} not found.`);
      if (before.isActive && !body.isActive && (kind === 'category' || kind === 'subcategory')) {
        const active = await activeCarsIn(tx, kind, id);
        if (active > 0) throw conflict(categoryInUseMessage(before.name, active));
      }
      const [after] = await tx.update(table).set(body).where(eq(table.id, id)).returning(columns);
      if (!after) throw new Error('Expected the item (locked for update), found none.');
      await recordAudit(tx, {
        actorId: staff.id,
        action: `${kind}.update`,
        recordType: auditRecordType(kind),
        recordId: id,
        branchId: null,
        before,
        after,
      });
      return after;
    }),
  );
}
