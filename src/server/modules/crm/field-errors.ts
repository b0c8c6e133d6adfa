// Several checks of one body, each of which may refuse it with a 422: run them all and answer
// once with every field's errors, as a form wants them, instead of one field per round trip.
import { HttpError, validationFailed, type FieldErrors } from '../../http/errors.ts';

export class FieldErrorCollector {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** Runs a check; its 422 is kept for later, any other error goes on. */
  async check<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 422 || !error.errors) throw error;
      for (const [field, messages] of Object.entries(error.errors)) for (const message of messages) this.add(field, message);
      return undefined;
    }
  }

  /** Throws the 422 when any check failed. */
  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw validationFailed(this.errors);
  }
}
