import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { pagePath, paths } from '@intake/contracts/pages';
import { Link } from 'react-router';
import classes from './profile-layout.module.css';

export type ProfileView = 'summary' | 'full-info' | 'test' | 'quiz' | 'activity-log';

/** The address of a view: the summary is /profile/{email}; the others carry ?email= to be shareable. */
export function profileViewPath(view: ProfileView, email: string): string {
  const query = `?email=${encodeURIComponent(email)}`;
  switch (view) {
    case 'summary':
      return pagePath(paths.profile, { id: email });
    case 'full-info':
      return `${paths.profileFullInfo}${query}`;
    case 'test':
      return `${paths.profileTest}${query}`;
    case 'quiz':
      return `${paths.profileQuiz}${query}`;
    case 'activity-log':
      return `${paths.profileActivityLog}${query}`;
  }
}

const entries: { view: ProfileView; label: string }[] = [
  { view: 'summary', label: profileCopy.summary },
  { view: 'full-info', label: profileCopy.fullInfo },
  { view: 'test', label: profileCopy.aptitudeTest },
  { view: 'activity-log', label: profileCopy.activityLog },
];

/** docs/spec/portal-spec.md §2: Summary, Full Info, Aptitude Test, Activity Log, Back To Dashboard. */
export function SideMenu({ email, current }: { email: string; current: ProfileView }) {
  return (
    <nav aria-label={profileCopy.menuLabel} className={classes.menu}>
      <ul className={classes.menuList}>
        {entries.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={profileViewPath(view, email)}
              className={classes.menuLink}
              aria-current={view === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.allApplicants} className={classes.menuLink}>
            {profileCopy.backToDashboard}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
