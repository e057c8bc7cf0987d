/** The current time; the domain never reads the system clock itself. */
export interface Clock {
  /** Now, as a Date. */
  now(): Date;
}

/** Fresh identifiers; the domain never draws random numbers itself. */
export interface IdGenerator {
  /** A new RFC 4122 v4 uuid (connection and invitation references). */
  uuid(): string;
}
