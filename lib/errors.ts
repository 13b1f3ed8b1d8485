// Typed errors with a French message: domain code throws them, the wrappers map them to a status.

export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Messages to show beside the form fields they concern, keyed by field name. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Fields the API's answer carries beside `error`: what a caller needs to try again. */
  get answer(): Record<string, unknown> {
    return {};
  }
}

export class ValidationError extends AppError {
  constructor(
    message = "Les informations envoyées ne sont pas valides.",
    fieldErrors: Record<string, string> = {},
  ) {
    super(message, 400, fieldErrors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Vous devez être connecté pour accéder à cette ressource.") {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Accès refusé") {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Ressource introuvable.") {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message, 409, fieldErrors);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = "Contenu trop volumineux.") {
    super(message, 413);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "Type de contenu non supporté.") {
    super(message, 415);
  }
}

export class RateLimitError extends AppError {
  constructor(
    message = "Trop de demandes. Veuillez réessayer plus tard.",
    readonly retryAfterSeconds = 60,
  ) {
    super(message, 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = "Service momentanément indisponible.") {
    super(message, 503);
  }
}
