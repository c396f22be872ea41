import { useParams } from 'react-router-dom';
import { PageRoot, type RemotePageModule, type RemotePageProps } from '@party/shared-ui';
import { AttendanceFormView } from '../features/attendance-form/attendance-form-view';
import { prepareFormPage, preparedFormOf } from '../features/attendance-form/prepared-form';

/** On the server, as the invitation: the form, for the page to render and the browser to hydrate with. */
export const preparePage: RemotePageModule['preparePage'] = prepareFormPage;

/** A family's attendance form (/attendance-form/:formId), from its RSVP's thank-you or email, outside the site layout. */
export default function AttendanceFormPage({ data }: RemotePageProps) {
  const { formId = '' } = useParams();
  return (
    <PageRoot page="invitation/AttendanceFormPage" build={__BUILD_ID__} data={data} loadingLabel="Loading your attendance form…">
      <AttendanceFormView key={formId} formId={formId} prepared={preparedFormOf(data, formId)} />
    </PageRoot>
  );
}
