import { skillRows } from './skill-table.ts';

// How a skill's names are matched (#17): the table is skill-table.ts.

/** Names matched in running text only as capitalised here: they are also everyday words or letters. */
export const caseSensitiveNames = new Set([
  'Go',
  'R',
  'C',
  'Spring',
  'Swift',
  'Rust',
  'Dart',
  'Chef',
  'Puppet',
  'Shell',
  'Node',
  'Express',
  'Sketch',
  'Spark',
  'Lambda',
  'Torch',
  'Vue',
  'Oracle',
  'Kube',
  'UI',
  'UX',
  'AI',
  'ML',
  'DL',
  'TS',
  'JS',
  'XD',
  'Git',
  'Helm',
  'Flask',
  'Rails',
  'Mongo',
  'Lua',
  'Perl',
  'Ruby',
  'Scala',
  'Java',
  'Pulsar',
  'Agile',
  'Excel',
  'REST',
  'SAS',
  'Jest',
]);

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

const canonicalByName = new Map<string, string>(
  skillRows.flatMap((row) => row.map((name) => [normalise(name), row[0]!] as const)),
);

/** The skill's canonical name ("k8s" → "Kubernetes"), or null when the table does not know it. */
export const canonicalSkill = (text: string): string | null => canonicalByName.get(normalise(text)) ?? null;
