export declare const MIN_NODE_VERSION: string;
export declare function nodeVersionSupported(found: string, required?: string): boolean;
export declare function nodeVersionProblem(found: string, required?: string): string | null;
