import { customType } from 'drizzle-orm/pg-core';

/** Binary content (the drivers read it as Buffer or Uint8Array). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
