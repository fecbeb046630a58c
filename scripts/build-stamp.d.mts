export declare const STAMP: string;
export declare const ENTRY: string;
export declare const SOURCES: readonly string[];
export declare function hasBuilt(root?: string): boolean;
export declare function buildIsCurrent(root?: string): boolean;
