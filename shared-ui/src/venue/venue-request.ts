import { API_PATHS, type Venue } from '@party/domain';
import { fetchApi } from '../api/fetch-api';

/** GET /api/venue: the venue's details, as the deployment sets them (docs/decisions/023). */
export function requestVenue(): Promise<Venue> {
  return fetchApi<Venue>(API_PATHS.venue);
}
