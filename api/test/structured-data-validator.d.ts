// @adobe/structured-data-validator ships no types; this is the part the structured-data test uses.
declare module '@adobe/structured-data-validator' {
  /** One finding: a Google rich-results requirement (ERROR) or recommendation (WARNING) not met. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    dataFormat: 'jsonld' | 'microdata' | 'rdfa';
    path?: Array<{ type?: string; property?: string; index?: number; length?: number }>;
    fieldNames?: string[];
    source?: string;
  }

  /** Structured data as @marbec/web-auto-extractor gives it: the items of each format by type. */
  export interface ExtractedData {
    jsonld?: Record<string, object[]>;
    microdata?: Record<string, object[]>;
    rdfa?: Record<string, object[]>;
    errors?: unknown[];
  }

  export default class Validator {
    /** With the schema.org vocabulary (its JSON-LD) it also checks every type and property name. */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
