/**
 * Thrown by the GST engine when its input cannot be computed (a fractional paisa, a negative quantity,
 * an unknown state code...). Callers validate with zod first; this is the engine's own last guard.
 */
export class GstInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'GstInputError';
  }
}
