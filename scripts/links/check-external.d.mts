export declare function outboundLinks(html: string): string[];
