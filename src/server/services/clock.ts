// The time the services see (expiries, throttle windows, TOTP steps). It reads the system clock;
// tests move it with `setTestNow`, as Laravel's Carbon::setTestNow does. `Date` itself is never
// faked: the embedded database's own timers run on it.
let source: () => Date = () => new Date();

export function currentTime(): Date {
  return source();
}

/** Fixes the services' time (tests only); `undefined` goes back to the system clock. */
export function setTestNow(at: Date | undefined): void {
  source = at ? () => new Date(at.getTime()) : () => new Date();
}
