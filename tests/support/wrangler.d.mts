export declare const WORKERD_COMPATIBILITY_DATE: string;
export declare function wranglerCommand(port: number): string;
export declare const wranglerEnv: Record<string, string>;
