/** A request body larger than the API takes: the API's refusal, and the site's server's before it. */
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

/** What the site's server answers for the API when the API does not (decision 055). */
export const API_GATEWAY_MESSAGES = {
  /** The API did not begin to answer by the request's deadline. */
  timedOut: 'The booking service took too long to answer. Please try again in a moment.',
  /** The API could not be reached. */
  unreachable: 'The booking service is not answering right now. Please try again in a moment.',
} as const;
