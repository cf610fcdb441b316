export declare const FUEL_LEVY_CACHE_SECONDS: number;
export declare const FUEL_LEVY_ANSWERS: string[];
export declare const SHORT_LIVED_ANSWERS: Record<string, number>;
export declare function onForgetAnswers(forget: (paths: string[]) => void): void;
export declare function forgetAnswers(paths: string[]): void;
