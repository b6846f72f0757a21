import { m } from '@huron/shared/i18n';
import { Icon, type IconName } from '@huron/web/ui';
import { Link } from 'react-router';

const actions = (): Array<{ path: string; label: string; icon: IconName }> => [
  { path: '/submit-info', label: m.contact_action_submit_info(), icon: 'upload' },
  { path: '/schedule', label: m.contact_action_schedule(), icon: 'calendar' },
  { path: '/send-a-friend', label: m.contact_action_refer(), icon: 'gift' },
  { path: '/payment', label: m.contact_action_payment(), icon: 'dollar' },
];

/** The four things most visitors came to do, one tap away. */
export function QuickActions() {
  return (
    <nav className="quick-actions" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">{m.contact_quick_actions_title()}</h2>
      <ul className="plain">
        {actions().map((action) => (
          <li key={action.path}>
            <Link to={action.path}>
              <Icon name={action.icon} size={18} />
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
