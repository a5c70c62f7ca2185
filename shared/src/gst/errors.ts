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

/**
 * The figures of a document outgrow what paise can hold exactly (Number.MAX_SAFE_INTEGER): the
 * input is valid piece by piece but too large together, which the caller answers as the user's
 * mistake rather than a fault.
 */
export class GstAmountTooLargeError extends GstInputError {
  constructor(message: string) {
    super(message);
    this.name = 'GstAmountTooLargeError';
  }
}
