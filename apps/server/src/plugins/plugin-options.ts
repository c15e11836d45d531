import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What each plugin is built from: the parsed configuration and the open database. */
export type PluginOptions = { config: Config; database: Database };
