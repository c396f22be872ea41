import { useParams } from 'react-router-dom';
import { JoinView } from '../features/join/join-view';
import { StaffDoorPage } from '../shared/staff-page';

/** /join/:token, an invitation's one-time link: set a password (and a second factor), and be signed in. */
export default function JoinPage() {
  const { token = '' } = useParams();
  return (
    <StaffDoorPage page="JoinPage" loadingLabel="Reading your invitation…">
      <JoinView key={token} token={token} />
    </StaffDoorPage>
  );
}
