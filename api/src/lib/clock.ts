/** Current time. Injected everywhere time matters so tests can move it (token expiry, rate limits). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);
