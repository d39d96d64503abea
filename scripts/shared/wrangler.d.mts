export declare const WORKERD_COMPATIBILITY_DATE: string;
export declare function wranglerCommand(port: number): string;
export declare function wranglerEnv(root: string): Record<string, string>;
