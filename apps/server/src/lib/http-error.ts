/** An error whose message is meant for the client: the central handler sends it as `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
