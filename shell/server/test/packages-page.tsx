import { combineSlices } from '@reduxjs/toolkit';
import { use } from 'react';
import {
  baseApi,
  bookingApi,
  catalogueApi,
  defineRemoteStore,
  prepareApiPage,
  RemoteRoot,
  useGetPackagesQuery,
  useNowOnce,
  useVenue,
  withPreparedAt,
  type PageRequest,
  type PreparedPage,
  type RemotePageModule,
  type RemotePageProps,
} from '@party/shared-ui';

// A remote page as the remotes write theirs, for the site's server's tests: it reads the packages
// (what every visitor shares) and, on a page of one booking, the booking (what is the visitor's
// own) through its own store on the server (shared-ui's prepareApiPage), and shows the venue, the
// packages or their failure, and the page's clock. `pause` makes it suspend while it renders, as a
// page whose code or data comes later does, so that renders started together interleave.

const { prepareStore, usePageStore } = defineRemoteStore(combineSlices(baseApi));

async function preparePage(request: PageRequest): Promise<PreparedPage> {
  const prepared = await prepareApiPage(prepareStore(request), (dispatch) => {
    void dispatch(catalogueApi.endpoints.getPackages.initiate());
    if (request.params.id) void dispatch(bookingApi.endpoints.getBooking.initiate(request.params.id));
  });
  return withPreparedAt(prepared, request.now);
}

function Packages({ pause }: { pause?: Promise<void> }) {
  if (pause) use(pause);
  const venue = useVenue();
  const packages = useGetPackagesQuery();
  const now = useNowOnce();
  return (
    <section>
      <h1>At {venue.name}</h1>
      {packages.isError ? <p>Failed to fetch packages</p> : <p>{packages.data?.map((item) => item.name).join(', ')}</p>}
      <p>As of {now}</p>
    </section>
  );
}

/** The page module; each render waits for `pause()` (none by default) before it reads anything. */
export function packagesPage(pause: () => Promise<void> | undefined = () => undefined): RemotePageModule {
  function PackagesPage({ data }: RemotePageProps) {
    const store = usePageStore(data);
    return (
      <RemoteRoot store={store} page="test/PackagesPage" build="test" data={data}>
        <Packages pause={pause()} />
      </RemoteRoot>
    );
  }
  return { default: PackagesPage, preparePage };
}
