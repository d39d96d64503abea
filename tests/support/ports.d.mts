export declare const sitePort: number;
export declare const downloadsPort: number;
export declare const dumpPort: number;
export declare const mclogsPort: number;
export declare const siteOrigin: string;
export declare const downloadsOrigin: string;
export declare const dumpOrigin: string;
export declare const mclogsOrigin: string;
