/** The p-th percentile (0-100) of values sorted ascending: the value at that rank, no interpolation. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The median of values in any order (the upper one of an even count). */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
