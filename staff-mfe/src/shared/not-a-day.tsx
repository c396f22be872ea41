import { Link } from 'react-router-dom';
import { PageMessage } from '@party/shared-ui';

/** An address whose day is not a day ('/day/2031-02-30'): said, with the way to today. */
export function NotADay({ todayPath }: { todayPath: string }) {
  return (
    <PageMessage title="That is not a day" actions={<Link to={todayPath}>Go to today</Link>}>
      <p>The address should end with a day written year-month-day, such as 2031-07-12.</p>
    </PageMessage>
  );
}
