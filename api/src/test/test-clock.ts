/** The server's clock in tests: fixed until a test moves it. */
export class TestClock {
  /** Monday 2 June 2031, 09:00 in Sydney (AEST, no daylight saving). */
  static readonly DEFAULT = new Date('2031-06-02T09:00:00+10:00');

  current = TestClock.DEFAULT;

  readonly now = (): Date => this.current;

  set(instant: string | Date): void {
    this.current = new Date(instant);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }

  reset(): void {
    this.current = TestClock.DEFAULT;
  }
}
