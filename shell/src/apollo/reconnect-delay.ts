/**
 * Before reconnect attempt `retries` (0 first): exponential from half a second, capped at 30 s,
 * each with up to a third added at random, so a thousand clients of a replica that went away do
 * not come back in one burst.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** retries);
  return Math.round(base + base * random() * (1 / 3));
}
