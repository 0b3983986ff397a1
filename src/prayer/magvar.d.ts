/** Types of the `magvar` package (it ships none): WMM2025 declination in degrees, east positive. */
declare module 'magvar' {
  export function magvar(latitude: number, longitude: number, altitude?: number, when?: number | Date): number;
  export const MODEL_EPOCH: number;
  export const MODEL_VALID_UNTIL: number;
}
