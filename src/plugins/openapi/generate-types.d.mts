export declare const SPEC_PATH: string;
export declare const TYPES_PATH: string;
/** The complete content of src/lib/downloads/openapi-types.ts for the description at `siteDir`. */
export declare function renderDownloadsTypes(siteDir: string): Promise<string>;
