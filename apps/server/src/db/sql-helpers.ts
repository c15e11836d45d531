import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A timestamptz column or expression as epoch milliseconds (bigint: the drivers answer a string or a number). */
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/** epochMs's answer as a number, keeping null. */
export const toMs = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Texts as one text[] (one parameter, empty allowed): Drizzle would spread a JS array into a row. */
export const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
