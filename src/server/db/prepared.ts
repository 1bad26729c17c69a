import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * One statement per database handle, built on first use: a statement prepared on the pool is
 * built by Drizzle once and, named, parsed by PostgreSQL once per connection (decision 0004).
 * A transaction is a handle of its own (its statement is bound to its connection).
 */
export function preparedPerDatabase<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDatabase = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A named statement from raw SQL whose values are `sql.placeholder(name)`s, for statements the
 * query builder cannot write (a data-modifying CTE feeding an INSERT … SELECT). `execute`
 * answers the driver's result, `{ rows }` with column names as PostgreSQL gives them.
 */
export function prepareSql<Row>(db: DbOrTx, name: string, query: SQL) {
  return db._.session.prepareQuery<{
    execute: { rows: Row[] };
    all: unknown;
    values: unknown;
  }>(dialect.sqlToQuery(query), undefined, name, false);
}
