import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

// The whole database searched for words that must not be there (a token after its mail left, an
// erased candidate's name): every text, JSON, array, full-text and binary column of every table,
// so a table or column added later is searched too.

export type Found = { table: string; column: string; text: string };

type Column = { table_name: string; column_name: string; data_type: string };

const searchedTypes = ['text', 'character varying', 'jsonb', 'json', 'ARRAY', 'tsvector', 'bytea'];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Where each of the texts occurs (any case); empty when none does. */
export const findText = async (db: Db, needles: string[]): Promise<Found[]> => {
  const columns = rowsOf<Column>(
    await db.execute(sql`select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in (${sql.join(
          searchedTypes.map((type) => sql`${type}`),
          sql`, `,
        )})
      order by c.table_name, c.ordinal_position`),
  );
  const found: Found[] = [];
  for (const column of columns) {
    const name = sql.raw(quote(column.column_name));
    const table = sql.raw(quote(column.table_name));
    for (const needle of needles) {
      const hit =
        column.data_type === 'bytea'
          ? sql`position(convert_to(${needle}, 'UTF8') in ${name}) > 0`
          : sql`strpos(lower(${name}::text), lower(${needle})) > 0`;
      const text = column.data_type === 'bytea' ? sql`'(bytes)'` : sql`left(${name}::text, 300)`;
      const rows = rowsOf<{ text: string }>(
        await db.execute(sql`select ${text} as text from ${table} where ${hit} limit 3`),
      );
      for (const row of rows) found.push({ table: column.table_name, column: column.column_name, text: row.text });
    }
  }
  return found;
};
