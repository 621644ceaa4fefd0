// Words for failed identity calls. The server's own message is kept; a missing endpoint (404 not_found, as
// on a backend without the identity service) gets a sentence a person understands.
import { toApiError } from '../../../lib/errors';

export function authErrorMessage(error: unknown, action: string): string {
  const apiError = toApiError(error);
  if (apiError.code === 'not_found' && apiError.status === 404) {
    return `${action} is not available on this server yet (it answered 404 not_found: “${apiError.message}”).`;
  }
  if (apiError.code === 'validation_failed' && Array.isArray(apiError.details)) {
    const fields = apiError.details
      .map((detail) =>
        typeof detail === 'object' && detail !== null ? (detail as { field?: unknown }).field : null,
      )
      .filter((field): field is string => typeof field === 'string');
    if (fields.length > 0) return `${apiError.message} (check: ${fields.join(', ')})`;
  }
  return apiError.message;
}
