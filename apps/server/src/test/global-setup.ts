import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, preparePostgresTemplate, testPostgresUrl } from './database-templates.ts';

let dropTemplate: (() => Promise<void>) | undefined;

/** Makes the migrated template the project's suites copy their databases from. */
export async function setup(project: TestProject) {
  if (project.config.env?.['TEST_DB'] === 'postgres') {
    const template = await preparePostgresTemplate(testPostgresUrl);
    dropTemplate = template.drop;
    project.provide('postgresTemplate', template.name);
  } else {
    project.provide('pgliteTemplate', await preparePgliteTemplate());
  }
}

export async function teardown() {
  await dropTemplate?.();
}
