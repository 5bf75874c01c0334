import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { LegalLinks } from './legal-links';

/** The legal links inside the app: router links, no page load. */
export function RouterLegalLinks() {
  return (
    <LegalLinks
      renderLink={(to, label) => (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
    />
  );
}
