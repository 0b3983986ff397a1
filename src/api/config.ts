/** Operator settings, read once from the environment. */
export interface ApiConfig {
  /** Time zone of `/v1/hijri/today` when the caller sends no `tz` (contract §3). */
  defaultTimeZone: string;
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return { defaultTimeZone: env.HIJRI_DEFAULT_TZ || 'Asia/Riyadh' };
}
