// Types for the independent structured-data checkers the careers tests use (neither ships its own).

declare module '@marbec/web-auto-extractor' {
  /** What a page holds, by syntax and then by schema.org type. */
  export type ExtractedData = {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown>;
    rdfa: Record<string, unknown>;
    errors: unknown[];
  };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export type StructuredDataIssue = {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames: string[];
  };
  /** Google's rich-result rules per type; schema.org's vocabulary too when given its JSON-LD. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<StructuredDataIssue[]>;
  }
}
